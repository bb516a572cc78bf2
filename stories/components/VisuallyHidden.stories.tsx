import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, VisuallyHidden } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  decorators: [withSamples, onSurface],
  args: { children: ' about content data' },
  // A Radix re-export: its types live in node_modules and carry no description to the props table.
  argTypes: {
    children: { description: 'The text (or element) read by screen readers and not shown.' },
    asChild: {
      description: 'Hides its single child element instead of wrapping the content in a `span`.',
    },
  },
  render: (args) => (
    <Link href="#content-data">
      {sample('More')}
      <VisuallyHidden {...args} />
    </Link>
  ),
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Text for screen readers only (a table caption, a state in words).',
          do: ['Use it to complete what the visual shows.'],
          dont: ['Hide focusable content.'],
          content: 'Plain words, as read aloud.',
        }),
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A short visible "More" whose full purpose is still read out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: `${sample('More')} ${sample(' about content data').trim()}`,
    });
    await expect(link).toBeVisible();
    await expect(
      canvas.getByText(sample(' about content data').trim()).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

export const Playground: Story = {
  args: { children: ' about popular authors' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: `${sample('More')} ${sample(' about popular authors').trim()}`,
      }),
    ).toBeVisible();
  },
};
