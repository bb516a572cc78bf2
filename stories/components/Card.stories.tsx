import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Link } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples, type SampleText } from '../support/samples';
import { usage } from '../support/usage';

const summary =
  'Herd size, milk yield and feed stock for the last seven days.' satisfies SampleText;

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Content Data',
    extra: <Link href="#more">More</Link>,
    children: summary,
  },
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A block of related content with a title (a dashboard section, a form group).',
          do: ["Put the block's actions in its header (`extra`)."],
          dont: ['Nest cards in cards.'],
          content: 'A noun title (Visits, My projects).',
        }),
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: sample('Content Data') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: sample('More') })).toBeVisible();
    await expect(canvas.getByText(sample(summary))).toBeVisible();
  },
};

export const Playground: Story = {
  args: { bordered: true, hoverable: false, loading: false, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: sample('Content Data') }),
    ).toBeVisible();
  },
};

export const Borderless: Story = {
  args: { bordered: false },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: sample('Content Data') });
    await expect(heading).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(sample(summary))).not.toBeInTheDocument();
  },
};

export const WithoutHeader: Story = {
  args: { title: undefined, extra: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText(sample(summary))).toBeVisible();
  },
};
