import { yupResolver } from '@hookform/resolvers/yup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import * as yup from 'yup';
import { Button, FormItem, InputNumber } from '@pasture/ui';
import { dataText, fill } from './dataComponentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/InputNumber',
  component: InputNumber,
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  args: {
    'aria-label': 'Calves',
    min: 0,
    max: 30,
    defaultValue: 12,
    onChange: fn(),
    onClamp: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A number with bounds and a step.',
          do: ['Set `min`, `max` and the step; out-of-range values are clamped and announced.'],
          dont: ['Use it for codes or phone numbers: those are text.'],
          content: 'Units in the label or a suffix.',
        }),
      },
    },
  },
} satisfies Meta<typeof InputNumber>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A spinbutton: the arrow keys step by 1 (×10 with Shift), the labelled − and + buttons too. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals);
    const box = canvas.getByRole('spinbutton', { name: sample('Calves') });
    await expect(box).toHaveValue('12');
    await expect(box).toHaveAttribute('aria-valuemax', '30');
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveValue('13');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(box).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: text.inputNumber.increase }));
    await expect(box).toHaveValue('4');
    await expect(box).toHaveAttribute('aria-valuenow', '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const Playground: Story = {
  args: { step: 0.5, precision: 1, size: 'medium', disabled: false, placeholder: 'Count' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: sample('Calves') })).toHaveValue('12.0');
  },
};

/** A typed value past the maximum is clamped on blur, reported, and said under the box. */
export const ClampsAndReports: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals);
    const box = canvas.getByRole('spinbutton', { name: sample('Calves') });
    await userEvent.clear(box);
    await userEvent.type(box, '45');
    await userEvent.tab();
    await expect(box).toHaveValue('30');
    await expect(args.onClamp).toHaveBeenCalledWith({ value: 30, reason: 'max' });
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
    const hint = fill(text.inputNumber.clampedMax, { value: 30 });
    await expect(canvas.getByRole('status')).toHaveTextContent(hint);
    await expect(box).toHaveAccessibleDescription(hint);

    await userEvent.clear(box);
    await userEvent.type(box, '-4{Enter}');
    await expect(box).toHaveValue('0');
    await expect(args.onClamp).toHaveBeenLastCalledWith({ value: 0, reason: 'min' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      fill(text.inputNumber.clampedMin, { value: 0 }),
    );
  },
};

/** Letters never reach the box; an emptied box is `null`. */
export const TypingAndEmpty: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('spinbutton', { name: sample('Calves') });
    await userEvent.clear(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(box, '2a7');
    await expect(box).toHaveValue('27');
    await expect(args.onChange).toHaveBeenLastCalledWith(27);
  },
};

/**
 * A pasted `1,000` is 1000: both interface languages group thousands with a comma. A paste or a typed text that is
 * no number is refused with the reason under the box, never dropped without a word.
 */
export const PasteWithGrouping: Story = {
  args: { max: 1_000_000, defaultValue: null },
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals);
    const box = canvas.getByRole('spinbutton', { name: sample('Calves') });
    await userEvent.click(box);
    await userEvent.paste('1,000');
    await expect(box).toHaveValue('1,000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000);
    await userEvent.tab();
    await expect(box).toHaveValue('1000');

    await userEvent.click(box);
    await userEvent.paste(sample('Cow'));
    const refusedPaste = fill(text.inputNumber.notANumber, { text: sample('Cow') });
    await expect(canvas.getByRole('status')).toHaveTextContent(refusedPaste);
    await expect(box).toHaveAccessibleDescription(refusedPaste);
    await expect(box).toHaveValue('1000');

    // A comma where another language puts the decimal point: said as the box goes back to the last number it
    // held (the 1 typed before the comma), not read as 15.
    await userEvent.clear(box);
    await userEvent.type(box, '1,5');
    await userEvent.tab();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      fill(text.inputNumber.notANumber, { text: '1,5' }),
    );
    await expect(box).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** The − button is disabled at the minimum, the + button at the maximum. */
export const AtTheBounds: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { defaultValue: 30 },
  play: async ({ canvas, globals }) => {
    const text = dataText(globals);
    await expect(canvas.getByRole('button', { name: text.inputNumber.increase })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.inputNumber.decrease })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('spinbutton', { name: sample('Calves') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: dataText(globals).inputNumber.decrease }),
    ).toBeDisabled();
  },
};

const schema = yup.object({
  calves: yup.number().required(() => sample('Enter the number of calves')),
});
type HerdValues = yup.InferType<typeof schema>;

function HerdForm({ onValid }: { onValid: (values: HerdValues) => void }) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<HerdValues>({
    // An empty box is null until the user types a number; the schema refuses it on submit.
    defaultValues: { calves: null as unknown as number },
    resolver: yupResolver(schema),
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormItem
        label={sample('Calves born')}
        required
        help={sample('0 to 30')}
        error={errors.calves?.message}
      >
        <Controller
          name="calves"
          control={control}
          render={({ field }) => (
            <InputNumber
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={0}
              max={30}
            />
          )}
        />
      </FormItem>
      <Button type="submit" variant="primary">
        {sample('Save')}
      </Button>
    </form>
  );
}

/** With react-hook-form and a FormItem: label, help, the schema's error, and the clamped value submitted. */
export const InFormItem: Story = {
  args: { onChange: fn() },
  render: (args) => <HerdForm onValid={(values) => args.onChange?.(values.calves)} />,
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('spinbutton', { name: sample('Calves born') });
    await expect(box).toHaveAccessibleDescription(sample('0 to 30'));
    await userEvent.click(canvas.getByRole('button', { name: sample('Save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      sample('Enter the number of calves'),
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveFocus();

    await userEvent.type(box, '99');
    await userEvent.click(canvas.getByRole('button', { name: sample('Save') }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(30));
    await expect(box).toHaveValue('30');
  },
};
