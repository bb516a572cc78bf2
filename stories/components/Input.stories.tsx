import type { Meta, StoryObj } from '@storybook/react-vite';
import { Smartphone, User } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon, Input } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'Username', placeholder: 'Username', onChange: fn() },
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Short free text: a name, a number, a search term.',
          do: ['Use a FormItem for its label and error; add a prefix or suffix for units.'],
          dont: ['Use it for several lines: that is a Textarea.'],
          content: 'Placeholders show an example, not the label.',
        }),
      },
    },
  },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: sample('Username') });
    await userEvent.type(input, 'admin');
    await expect(input).toHaveValue('admin');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Playground: Story = {
  args: { size: 'medium', disabled: false, 'aria-invalid': false, defaultValue: 'farm.admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: sample('Username') })).toHaveValue(
      'farm.admin',
    );
  },
};

export const WithPrefixAndSuffix: Story = {
  args: {
    'aria-label': 'Mobile',
    placeholder: 'Mobile',
    prefix: <Icon icon={User} />,
    suffix: <Icon icon={Smartphone} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: sample('Mobile') });
    // A press on the box's padding focuses the field, as in Arco.
    const box = input.parentElement as HTMLElement;
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: box,
      coords: { offsetX: 4, offsetY: 4 },
    });
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only farm' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: sample('Username') });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue(sample('Read only farm'));
  },
};

export const WithError: Story = {
  args: { 'aria-invalid': true, defaultValue: '123' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: sample('Username') });
    await expect(input).toBeInvalid();
    await expect(getComputedStyle(input.parentElement as HTMLElement).backgroundColor).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Input {...args} aria-label={sample('Small')} placeholder={sample('Small')} size="small" />
      <Input {...args} aria-label={sample('Medium')} placeholder={sample('Medium')} size="medium" />
      <Input {...args} aria-label={sample('Large')} placeholder={sample('Large')} size="large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = [sample('Small'), sample('Medium'), sample('Large')].map(
      (name) =>
        (canvas.getByRole('textbox', { name }).parentElement as HTMLElement).getBoundingClientRect()
          .height,
    );
    await expect(heights).toEqual([28, 32, 36]);
  },
};
