import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Statistic } from '@pasture/ui';
import { dataText } from './dataComponentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Statistic',
  component: Statistic,
  decorators: [withSamples, onSurface],
  args: { title: 'Milk today', value: 12840.5, unit: 'kg' },
  argTypes: { trend: { control: 'inline-radio', options: [undefined, 'up', 'down'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A key number with its title, trend and unit.',
          do: [
            "Format numbers in the interface language; show the trend's direction in words too.",
          ],
          dont: ['Use it for a table of numbers.'],
          content: 'Title is a noun; units beside the value.',
        }),
      },
    },
  },
} satisfies Meta<typeof Statistic>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value is grouped the way the interface language writes numbers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Milk today'))).toBeVisible();
    await expect(canvas.getByText('12,840.5')).toBeVisible();
    await expect(canvas.getByText('kg')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { precision: 1, prefix: '¥', suffix: '', trend: 'up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥')).toBeVisible();
  },
};

/** The arrow is coloured; screen readers hear "Up" or "Down" (translated) before the value. */
export const Trends: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 48 }}>
      <Statistic title={sample('Herd size')} value={1204} unit={sample('head')} trend="up" />
      <Statistic title={sample('Sick animals')} value={3} trend="down" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const text = dataText(globals);
    await expect(canvas.getByText(text.statistic.up, { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText(text.statistic.down, { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText('1,204')).toBeVisible();
  },
};

/** A fixed precision pads and rounds. */
export const Precision: Story = {
  args: { title: 'Average weight', value: 612.456, precision: 2, unit: 'kg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('612.46')).toBeVisible();
  },
};

/** While loading the title stays and a busy placeholder stands in for the value. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Milk today'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('12,840.5')).toBeNull();
  },
};
