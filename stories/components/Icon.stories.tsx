import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Settings } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  decorators: [withSamples, onSurface],
  args: { icon: Settings, size: 24 },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "A lucide icon in the product's stroke width.",
          do: ['Give it a `label` when it carries meaning alone.'],
          dont: ['Use an icon without text for an unfamiliar action.'],
          content: 'Labels say what the icon means, not what it shows.',
        }),
      },
    },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers, drawn with the product stroke. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const svg = canvasElement.getElementsByTagName('svg')[0];
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('stroke-width', '2');
  },
};

export const Playground: Story = {
  args: { icon: Bell, size: 32, label: 'Notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: sample('Notifications') })).toBeVisible();
  },
};

export const Labelled: Story = {
  args: { icon: Bell, label: 'Unread notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: sample('Unread notifications') })).toBeVisible();
  },
};
