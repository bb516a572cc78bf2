import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  decorators: [withSamples, onSurface],
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
    const box = canvas.getByRole('checkbox', { name: sample('Remember password') });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(sample('Remember password')));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: { defaultChecked: true, disabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: sample('Remember password') })).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: sample('Remember password') });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', children: 'Select all' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: sample('Select all') }),
    ).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Checkbox {...args} disabled>
        {sample('Unchecked')}
      </Checkbox>
      <Checkbox {...args} disabled defaultChecked>
        {sample('Checked')}
      </Checkbox>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: sample('Unchecked') });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText(sample('Unchecked')));
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: sample('Checked') })).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
