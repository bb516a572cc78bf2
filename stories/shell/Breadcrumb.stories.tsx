import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routeTable } from '@pasture/ui/internal';
import { Breadcrumb } from '@pasture/ui';

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  args: { routes: routeTable, currentPath: '/list/search-table' },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(within(steps[0]!).getByRole('img', { name: '首页' })).toBeVisible();
    await expect(steps[1]).toHaveTextContent('列表页');
    await expect(steps[1]).not.toHaveAttribute('aria-current');
    await expect(steps[2]).toHaveTextContent('查询表格');
    await expect(steps[2]).toHaveAttribute('aria-current', 'page');
  },
};

export const UnknownPath: Story = {
  args: { currentPath: '/nowhere' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps).toHaveLength(1);
    await expect(steps[0]).toHaveAttribute('aria-current', 'page');
    await expect(within(steps[0]!).getByRole('img', { name: '首页' })).toBeVisible();
  },
};
