import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusDot, type StatusDotStatus } from '@pasture/ui';
import { dataText } from './dataComponentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const statuses: StatusDotStatus[] = ['success', 'processing', 'warning', 'danger', 'default'];

const meta = {
  title: 'Components/StatusDot',
  component: StatusDot,
  decorators: [withSamples, onSurface],
  args: { status: 'success', children: 'Online' },
  argTypes: { status: { control: 'inline-radio', options: statuses } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "A record's state as a coloured dot and a word (online, failed).",
          do: ['Always pair the dot with the word.'],
          dont: ['Rely on colour alone.'],
          content: 'One word per state.',
        }),
      },
    },
  },
} satisfies Meta<typeof StatusDot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Online'))).toBeVisible();
  },
};

export const Playground: Story = {
  args: { status: 'processing', children: 'Milking in progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Milking in progress'))).toHaveAttribute(
      'data-color',
      'processing',
    );
  },
};

/** Without a text the dot says its status in words (translated), so colour is never the only signal. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {statuses.map((status) => (
        <StatusDot key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = dataText(globals);
    for (const status of statuses)
      await expect(canvas.getByText(text.status[status])).toBeVisible();
  },
};
