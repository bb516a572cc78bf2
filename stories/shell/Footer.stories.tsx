import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '@pasture/ui';
import { text } from '../support/texts';
import { usage } from '../support/usage';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { year: 2026 },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "The console's footer line: copyright.",
          do: ['Keep it one line.'],
          dont: ['Put actions in it.'],
          content: 'Year and product name.',
        }),
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      text('shell.footer.copyright', { year: 2026, title: text('login.footer') }),
    );
  },
};
