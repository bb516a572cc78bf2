import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock, User } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, FormField, FormItem, Icon, Input, PasswordInput } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, samplePattern, withSamples } from '../support/samples';
import { usage } from '../support/usage';
import { inWidth } from '../support/contentArea';

const meta = {
  title: 'Components/FormItem',
  component: FormItem,
  subcomponents: { FormField },
  args: { label: 'Mobile', children: <Input placeholder="Please enter the mobile number" /> },
  decorators: [withSamples, inWidth(360), onSurface],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "A form field's label, help text and error message around any control.",
          do: ['Mark required fields; show the error under the field, not in a toast.'],
          dont: ['Hide the label; use `hiddenLabel` only where the context names the field.'],
          content: 'Labels are nouns; errors say how to fix the value.',
        }),
      },
    },
  },
} satisfies Meta<typeof FormItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: sample('Mobile') });
    await userEvent.click(canvas.getByText(sample('Mobile')));
    await expect(input).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { required: true, help: '11 digits', error: '', layout: 'vertical', hideLabel: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: sample('Mobile') }),
    ).toHaveAccessibleDescription(sample('11 digits'));
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: sample('Mobile') })).toBeRequired();
  },
};

export const WithHelp: Story = {
  args: { help: 'Used to log in and to reset the password' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: sample('Mobile') }),
    ).toHaveAccessibleDescription(sample('Used to log in and to reset the password'));
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Please enter the correct phone number',
    help: 'Hidden while there is an error',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(sample('Please enter the correct phone number'));
    const input = canvas.getByRole('textbox', { name: sample('Mobile') });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      sample('Please enter the correct phone number'),
    );
    await expect(
      canvas.queryByText(sample('Hidden while there is an error')),
    ).not.toBeInTheDocument();
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal', labelWidth: 100, required: true, label: 'Activity name' },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: sample('Activity name') });
    const label = canvas.getByText(sample('Activity name'));
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left,
    );
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, children: <Input placeholder="Mobile" prefix={<Icon icon={User} />} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: sample('Mobile') })).toBeVisible();
    // Visually hidden: the label sits in a 1 px clipped box, yet still names the field.
    const clipBox = canvas.getByText(sample('Mobile')).parentElement as HTMLElement;
    await expect(clipBox.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const RenderFunction: Story = {
  tags: ['edge-case', '!autodocs'],
  args: {
    label: 'Farm code',
    error: 'Farm code is required',
    children: (control) => <input {...control} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: sample('Farm code') });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(sample('Farm code is required'));
  },
};

interface LoginValues {
  mobile: string;
  password: string;
}

function LoginForm({ onValid }: { onValid: (values: LoginValues) => void }) {
  const { control, handleSubmit } = useForm<LoginValues>({
    defaultValues: { mobile: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit((values) => onValid(values))} noValidate>
      <FormField
        control={control}
        name="mobile"
        rules={{
          required: sample('Mobile cannot be empty'),
          pattern: { value: /^1\d{10}$/, message: sample('Please enter the correct phone number') },
        }}
        label={sample('Mobile')}
        hideLabel
        required
      >
        {({ field }) => (
          <Input placeholder={sample('Mobile')} prefix={<Icon icon={User} />} {...field} />
        )}
      </FormField>
      <FormField
        control={control}
        name="password"
        rules={{ required: sample('Password cannot be empty') }}
        label={sample('Password')}
        hideLabel
        required
      >
        {({ field }) => (
          <PasswordInput
            placeholder={sample('Password')}
            prefix={<Icon icon={Lock} />}
            {...field}
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" block>
        {sample('Log in')}
      </Button>
    </form>
  );
}

/** With react-hook-form: `FormField` is the field and its item; it links and announces the field's error. */
export const WithReactHookForm: StoryObj<typeof LoginForm> = {
  args: { onValid: fn() },
  render: (args) => <LoginForm {...args} />,
  play: async ({ canvas, args }) => {
    const { onValid } = args;
    await userEvent.click(canvas.getByRole('button', { name: sample('Log in') }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      sample('Mobile cannot be empty'),
      sample('Password cannot be empty'),
    ]);
    const mobile = canvas.getByRole('textbox', { name: sample('Mobile') });
    await expect(mobile).toHaveAccessibleDescription(sample('Mobile cannot be empty'));

    await userEvent.type(mobile, '123');
    await userEvent.click(canvas.getByRole('button', { name: sample('Log in') }));
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(sample('Please enter the correct phone number')),
    );

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '13800000000');
    // The field, not the show-password button whose name holds the same word.
    await userEvent.type(
      canvas.getByLabelText(samplePattern('Password'), { selector: 'input' }),
      'Secret1',
    );
    await userEvent.click(canvas.getByRole('button', { name: sample('Log in') }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ mobile: '13800000000', password: 'Secret1' }),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
