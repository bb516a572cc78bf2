import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccessNotice } from '@pasture/ui';
import { text } from '../support/texts';
import { usage } from '../support/usage';

/**
 * What the console shows on the page a denied link lands on: a typed or bookmarked address of a page the role may
 * not open goes to the first page the role may open (contract §6), and this notice says why, once.
 */
const meta = {
  title: 'Shell/AccessNotice',
  component: AccessNotice,
  args: { page: '', roles: ['admin'], onClose: fn() },
  // The page's name as the menu words it, in the story's language.
  render: (args) => <AccessNotice {...args} page={text('menu.dashboard.monitor')} />,
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Above the page a link the role may not open was sent to.',
          do: [
            'Name the page asked for and the role it needs.',
            'Show it once, for that navigation.',
          ],
          dont: [
            'Send the user somewhere else without a word.',
            'Offer links the role cannot open.',
          ],
          content: 'The page as the menu names it; the role as the account menu names it.',
        }),
      },
    },
  },
} satisfies Meta<typeof AccessNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The operator opened the monitor's address: the notice names the page and the admin role, as a status. */
export const NeedsAdminRole: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(
      text('shell.access.needsRole', {
        page: text('menu.dashboard.monitor'),
        roles: text('shell.access.roles.admin'),
      }),
    );
    await expect(notice).toHaveTextContent(text('shell.access.landed'));
    // Closable: the console hides it on close (and on the next navigation).
    await expect(
      within(notice).getByRole('button', { name: text('components.close') }),
    ).toBeEnabled();
  },
};
