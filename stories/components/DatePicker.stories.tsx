import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, FormItem } from '@pasture/ui';
import { dataText, fill } from './dataComponentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  args: { 'aria-label': 'Calving date', defaultValue: '2025-03-14', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Picking one day, typed or from the calendar.',
          do: ['Set `min`/`max` when the range is limited; show the format in the placeholder.'],
          dont: ['Use it for a period: that is DateRangePicker.'],
          content: "Dates in the interface language's format.",
        }),
      },
    },
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The calendar opens on the chosen day; the arrow keys move, Enter picks, and the field shows YYYY-MM-DD. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = dataText(globals).datePicker;
    const field = canvas.getByRole('textbox', { name: sample('Calving date') });
    await expect(field).toHaveValue('2025-03-14');
    const opener = canvas.getByRole('button', { name: text.open });
    await userEvent.click(opener);
    const calendar = await page(canvasElement).findByRole('dialog', { name: text.calendar });
    await waitFor(() =>
      expect(within(calendar).getByText('14', { selector: 'button' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(calendar).getByText('15', { selector: 'button' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2025-03-22' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(field).toHaveValue('2025-03-22');
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { min: '2025-03-01', max: '2025-06-30', allowClear: true, disabled: false, size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: sample('Calving date') })).toHaveValue(
      '2025-03-14',
    );
  },
};

/** The week starts on Monday in zh-CN and on Sunday in en-US; names and months follow the language. */
export const Localized: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = dataText(globals).datePicker;
    await userEvent.click(canvas.getByRole('button', { name: text.open }));
    const calendar = await page(canvasElement).findByRole('dialog', { name: text.calendar });
    const english = globals.locale === 'en-US';
    // The calendar's code loads on first opening: find, not get.
    const month = await within(calendar).findByRole('grid', {
      name: english ? 'March 2025' : /2025.*3月/,
    });
    // Each day's name carries its weekday, so the first day shown says where the week starts.
    const [firstDay] = within(month).getAllByRole('button');
    await expect(firstDay).toHaveAccessibleName(english ? /^Sunday/ : /星期一$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Typed dates are read on blur or Enter, also as 2025/4/1; the field then shows the YYYY-MM-DD form. */
export const Typed: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: sample('Calving date') });
    await userEvent.clear(field);
    await userEvent.type(field, '2025/4/1');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2025-04-01' });
    await expect(field).toHaveValue('2025-04-01');
    await userEvent.clear(field);
    await userEvent.type(field, '2025-04-02{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2025-04-02' });
  },
};

/** A day that does not exist keeps the previous date and says why; fixing the text clears the message. */
export const InvalidText: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).datePicker;
    const field = canvas.getByRole('textbox', { name: sample('Calving date') });
    await userEvent.clear(field);
    await userEvent.type(field, '2025-02-30{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.invalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text.invalid);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '2025-02-28{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '2025-02-28' });
    await waitFor(() => expect(canvas.getByRole('alert')).toBeEmptyDOMElement());
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Days outside min/max are disabled in the calendar and refused when typed. */
export const MinAndMax: Story = {
  args: { min: '2025-03-10', max: '2025-03-20' },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = dataText(globals).datePicker;
    const field = canvas.getByRole('textbox', { name: sample('Calving date') });
    await userEvent.clear(field);
    await userEvent.type(field, '2025-03-25{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      fill(text.afterMax, { max: '2025-03-20' }),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('2025-03-14');
    await userEvent.click(canvas.getByRole('button', { name: text.open }));
    const calendar = await page(canvasElement).findByRole('dialog', { name: text.calendar });
    await expect(await within(calendar).findByText('9', { selector: 'button' })).toBeDisabled();
    await expect(within(calendar).getByText('21', { selector: 'button' })).toBeDisabled();
    await expect(within(calendar).getByText('20', { selector: 'button' })).toBeEnabled();
    // Each day button's name contains the number it shows (label in name).
    await expect(within(calendar).getByText('20', { selector: 'button' })).toHaveAccessibleName(
      globals.locale === 'en-US' ? 'Thursday, March 20, 2025' : /20日/,
    );
  },
};

export const Clear: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).datePicker;
    await userEvent.click(canvas.getByRole('button', { name: text.clear }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: null });
    await expect(canvas.getByRole('textbox', { name: sample('Calving date') })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: text.clear })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: sample('Calving date') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: dataText(globals).datePicker.open }),
    ).toBeDisabled();
  },
};

function RequiredDate() {
  const [value, setValue] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormItem
        label={sample('Insemination date')}
        required
        help={sample('The day of the last insemination')}
        error={submitted && !value ? sample('Please choose a date') : undefined}
      >
        <DatePicker value={value} onChange={(event) => setValue(event.value)} />
      </FormItem>
      <button type="submit">{sample('Check')}</button>
    </form>
  );
}

/** Inside a FormItem: the label names the field, help and error describe it, the error marks it invalid. */
export const InFormItem: Story = {
  render: () => <RequiredDate />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: sample('Insemination date') });
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(field).toHaveAccessibleDescription(sample('The day of the last insemination'));
    await userEvent.click(canvas.getByRole('button', { name: sample('Check') }));
    await expect(await canvas.findByText(sample('Please choose a date'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '2025-05-01{Enter}');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  },
};
