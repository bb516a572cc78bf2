import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '@pasture/ui';
import { onSurface } from './surface';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  decorators: [onSurface],
  args: { children: 'Remember password', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'An option that is on or off, or several options from a list.',
          do: ['Label every checkbox; use indeterminate for a partly selected group.'],
          dont: ['Use it for an immediate setting: that is a Switch.'],
          content: 'A label that reads as a statement (Remember password).',
        }),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember password' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: { defaultChecked: true, disabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember password' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', children: 'Select all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Checkbox {...args} disabled>
        Unchecked
      </Checkbox>
      <Checkbox {...args} disabled defaultChecked>
        Checked
      </Checkbox>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Unchecked' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Unchecked'));
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
