import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routeTable } from '@pasture/ui/internal';
import { Breadcrumb } from '@pasture/ui';
import { text } from '../support/texts';
import { usage } from '../support/usage';

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  args: { routes: routeTable, currentPath: '/list/search-table' },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Where the current page sits in the menu.',
          do: ['Derive it from the route; the last item is the current page.'],
          dont: ['Use it as the only navigation.'],
          content: 'Menu titles, as in the menu.',
        }),
      },
    },
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: text('shell.breadcrumb.label') });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(
      within(steps[0]!).getByRole('img', { name: text('shell.breadcrumb.home') }),
    ).toBeVisible();
    await expect(steps[1]).toHaveTextContent(text('menu.list'));
    await expect(steps[1]).not.toHaveAttribute('aria-current');
    await expect(steps[2]).toHaveTextContent(text('searchTable.title'));
    await expect(steps[2]).toHaveAttribute('aria-current', 'page');
  },
};

export const UnknownPath: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { currentPath: '/nowhere' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: text('shell.breadcrumb.label') });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps).toHaveLength(1);
    await expect(steps[0]).toHaveAttribute('aria-current', 'page');
    await expect(
      within(steps[0]!).getByRole('img', { name: text('shell.breadcrumb.home') }),
    ).toBeVisible();
  },
};
