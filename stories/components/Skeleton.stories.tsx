import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'The shape of content while it first loads.',
          do: ['Match the layout that will appear.'],
          dont: ['Use it for a short action: that is Spin or a loading Button.'],
          content: 'No text.',
        }),
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status', { name: componentText(globals).loading });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const Playground: Story = {
  args: {
    loading: true,
    rows: 4,
    avatar: true,
    title: true,
    animated: true,
    children: <p>North pasture · 128 head · last weighed today</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    // The content waits behind the skeleton: it is not rendered while loading.
    await expect(
      canvas.queryByText(sample('North pasture · 128 head · last weighed today')),
    ).toBeNull();
  },
};

export const WithAvatar: Story = {
  args: { avatar: true, rows: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const Loaded: Story = {
  args: { loading: false, children: <p>North pasture · 128 head · last weighed today</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(
      canvas.getByText(sample('North pasture · 128 head · last weighed today')),
    ).toBeVisible();
  },
};
