import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Empty } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';

const meta = {
  title: 'Components/Empty',
  component: Empty,
  decorators: [onSurface],
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
    await expect(canvas.getByText('No animals match the filters')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { description: 'No herds yet', children: <Button variant="primary">Create herd</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create herd' })).toBeVisible();
  },
};
