import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, FormItem } from '@pasture/ui';
import { dataText } from './dataComponentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  args: { defaultValue: ['2025-03-03', '2025-03-09'], onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Picking a period: a start and an end day.',
          do: ['Keep the end not before the start; the message says so.'],
          dont: ['Use two separate DatePickers for one period.'],
          content: 'Start and end labels name the dates.',
        }),
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Two months; the first click picks the start, the second the end (in either order). */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = dataText(globals).datePicker;
    await expect(canvas.getByRole('textbox', { name: text.start })).toHaveValue('2025-03-03');
    await expect(canvas.getByRole('textbox', { name: text.end })).toHaveValue('2025-03-09');
    await userEvent.click(canvas.getByRole('button', { name: text.open }));
    const calendar = await page(canvasElement).findByRole('dialog', { name: text.calendar });
    // The calendar's code loads on first opening: find, not get.
    await expect(await within(calendar).findAllByRole('grid')).toHaveLength(2);
    const [march] = within(calendar).getAllByRole('grid');
    await userEvent.click(within(march as HTMLElement).getByText('20', { selector: 'button' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(march as HTMLElement).getByText('12', { selector: 'button' }));
    await expect(args.onChange).toHaveBeenCalledWith({ value: ['2025-03-12', '2025-03-20'] });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: text.start })).toHaveValue('2025-03-12');
  },
};

export const Playground: Story = {
  args: { min: '2025-01-01', max: '2025-12-31', allowClear: true, disabled: false },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('textbox', { name: dataText(globals).datePicker.end }),
    ).toHaveValue('2025-03-09');
  },
};

/** From the keyboard: Alt+↓ opens the calendar, the arrows move, Enter picks start then end. */
export const Keyboard: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = dataText(globals).datePicker;
    await userEvent.click(canvas.getByRole('textbox', { name: text.start }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = await page(canvasElement).findByRole('dialog', { name: text.calendar });
    await waitFor(() =>
      expect(within(calendar).getAllByText('3', { selector: 'button' })[0]).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ value: ['2025-03-03', '2025-03-05'] });
  },
};

/** A typed end before the start is refused with a message; the range keeps its dates. */
export const EndBeforeStart: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).datePicker;
    const end = canvas.getByRole('textbox', { name: text.end });
    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-01{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.endBeforeStart);
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(end);
    await userEvent.type(end, '2025-03-31{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ value: ['2025-03-03', '2025-03-31'] });
  },
};

export const Clear: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).datePicker;
    await userEvent.click(canvas.getByRole('button', { name: text.clear }));
    await expect(args.onChange).toHaveBeenCalledWith({ value: [null, null] });
    await expect(canvas.getByRole('textbox', { name: text.start })).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    const text = dataText(globals).datePicker;
    await expect(canvas.getByRole('textbox', { name: text.start })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: text.end })).toBeDisabled();
  },
};

/** Inside a FormItem the start field takes the item's label; the end field keeps "End date". */
export const InFormItem: Story = {
  render: (args) => (
    <FormItem label={sample('Grazing period')} help={sample('First and last day on the pasture')}>
      <DateRangePicker {...args} />
    </FormItem>
  ),
  play: async ({ canvas, globals }) => {
    const start = canvas.getByRole('textbox', { name: sample('Grazing period') });
    await expect(start).toHaveAccessibleDescription(sample('First and last day on the pasture'));
    await expect(
      canvas.getByRole('textbox', { name: dataText(globals).datePicker.end }),
    ).toHaveAccessibleDescription(sample('First and last day on the pasture'));
  },
};

function RangeWithFocusButton(args: Parameters<typeof DateRangePicker>[0]) {
  const start = useRef<HTMLInputElement>(null);
  return (
    <>
      <DateRangePicker {...args} ref={start} />
      <button type="button" onClick={() => start.current?.focus()}>
        {sample('Focus the range')}
      </button>
    </>
  );
}

/**
 * For a form: `ref` reaches the start field (a form focuses it on an error), and `onBlur` fires only when focus
 * leaves the whole picker — not when it moves between the fields or into the calendar.
 */
export const FocusAndBlur: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { onBlur: fn() },
  render: (args) => <RangeWithFocusButton {...args} />,
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = dataText(globals).datePicker;
    const focusButton = canvas.getByRole('button', { name: sample('Focus the range') });
    await userEvent.click(focusButton);
    const start = canvas.getByRole('textbox', { name: text.start });
    await expect(start).toHaveFocus();

    await userEvent.click(canvas.getByRole('textbox', { name: text.end }));
    await userEvent.click(canvas.getByRole('button', { name: text.open }));
    await expect(
      await page(canvasElement).findByRole('dialog', { name: text.calendar }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onBlur).not.toHaveBeenCalled();

    await userEvent.click(focusButton);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** In a narrow column (a filter form's third) both fields shrink and stay inside it. */
export const Narrow: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 240 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const text = dataText(globals).datePicker;
    const column = canvas.getByTestId('column').getBoundingClientRect();
    for (const name of [text.start, text.end]) {
      const field = canvas.getByRole('textbox', { name }).getBoundingClientRect();
      await expect(field.right, `${name} stays inside the column`).toBeLessThanOrEqual(
        column.right + 0.5,
      );
    }
    const open = canvas.getByRole('button', { name: text.open }).getBoundingClientRect();
    await expect(open.right).toBeLessThanOrEqual(column.right + 0.5);
  },
};
