import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon, PasswordInput } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: {
    'aria-label': 'Password',
    placeholder: 'Password',
    prefix: <Icon icon={Lock} />,
    onVisibleChange: fn(),
  },
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A password, with a show/hide toggle.',
          do: ['Say the rules before the user types.'],
          dont: ['Prevent pasting.'],
          content: 'The hint lists the rules in one line.',
        }),
      },
    },
  },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const text = componentText(globals);
    const input = canvas.getByLabelText(sample('Password'));
    await userEvent.type(input, 'Secret1');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: text.showPassword }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    const hide = canvas.getByRole('button', { name: text.hidePassword });
    await expect(hide).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    await expect(input).toHaveValue('Secret1');
  },
};

export const Playground: Story = {
  args: { defaultVisible: true, disabled: false, defaultValue: 'Secret1' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText(sample('Password'))).toHaveAttribute('type', 'text');
    await expect(
      canvas.getByRole('button', { name: componentText(globals).hidePassword }),
    ).toBeEnabled();
  },
};

export const KeyboardToggle: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, globals }) => {
    const text = componentText(globals);
    await userEvent.tab();
    await expect(canvas.getByLabelText(sample('Password'))).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: text.showPassword });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(sample('Password'))).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret1' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText(sample('Password'))).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: componentText(globals).showPassword }),
    ).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { 'aria-invalid': true, defaultValue: 'short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(sample('Password'))).toBeInvalid();
  },
};
