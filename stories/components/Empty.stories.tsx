import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Empty } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Empty',
  component: Empty,
  decorators: [withSamples, onSurface],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A place with nothing to show yet (no rows, no results).',
          do: ['Say why it is empty and offer the next step (`action`).'],
          dont: ['Use it while loading: that is a Skeleton or Spin.'],
          content: 'One sentence; a filter that finds nothing says so.',
        }),
      },
    },
  },
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(componentText(globals).empty)).toBeVisible();
  },
};

export const Playground: Story = {
  args: { description: 'No animals match the filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('No animals match the filters'))).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { description: 'No herds yet', children: <Button variant="primary">Create herd</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('No herds yet'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: sample('Create herd') })).toBeVisible();
  },
};
