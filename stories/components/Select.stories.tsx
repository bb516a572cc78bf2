import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormItem, Select, type SelectOption } from '@pasture/ui';
import { onSurface } from './surface';
import { localized, sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const breeds: SelectOption[] = [
  { value: 'holstein', label: 'Holstein' },
  { value: 'simmental', label: 'Simmental' },
  { value: 'angus', label: 'Angus' },
  { value: 'jersey', label: 'Jersey', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    'aria-label': 'Breed',
    options: breeds,
    placeholder: 'Please select a breed',
    onValueChange: fn(),
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
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'One choice from a list too long for radios.',
          do: ['Label it; keep the list sorted in a meaningful order.'],
          dont: ['Use it for two or three options: that is a RadioGroup.'],
          content: 'Options are short; the placeholder says what to choose.',
        }),
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open list is portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const select = canvas.getByRole('combobox', { name: sample('Breed') });
    await expect(select).toHaveTextContent(sample('Please select a breed'));
    await userEvent.click(select);
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: sample('Jersey') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: sample('Simmental') }));
    await expect(args.onValueChange).toHaveBeenCalledWith('simmental');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(select).toHaveTextContent(sample('Simmental'));
    await expect(select).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { defaultValue: 'angus', size: 'medium', disabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: sample('Breed') })).toHaveTextContent(
      sample('Angus'),
    );
  },
};

export const Keyboard: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    const select = canvas.getByRole('combobox', { name: sample('Breed') });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(listbox).toBeVisible();
    // Type-ahead moves to the option that starts with the typed letter (A, or 安 for 安格斯); Enter chooses it.
    await userEvent.keyboard(sample('Angus').charAt(0));
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: sample('Angus') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('angus');
    await expect(select).toHaveTextContent(sample('Angus'));
    // Radix hands focus back to the trigger a task after the list unmounts; a key pressed before that goes to <body>.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(select).toHaveFocus());

    // Escape closes without changing the value.
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(select).toHaveTextContent(sample('Angus'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'holstein' },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: sample('Breed') });
    await expect(select).toBeDisabled();
    await userEvent.click(select, { pointerEventsCheck: 0 });
    await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} aria-label={sample('Small')} size="small" />
      <Select {...args} aria-label={sample('Medium')} size="medium" />
      <Select {...args} aria-label={sample('Large')} size="large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = [sample('Small'), sample('Medium'), sample('Large')].map(
      (name) => canvas.getByRole('combobox', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([28, 32, 36]);
  },
};

function RequiredField() {
  const [value, setValue] = useState('');
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
        label={sample('Breed')}
        required
        help={sample('Main breed of the herd')}
        error={submitted && !value ? sample('Please select a breed') : undefined}
      >
        <Select
          options={localized(breeds)}
          value={value}
          onValueChange={setValue}
          placeholder={sample('Select…')}
        />
      </FormItem>
      <button type="submit">{sample('Check')}</button>
    </form>
  );
}

export const InFormItemWithError: Story = {
  render: () => <RequiredField />,
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: sample('Breed') });
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription(sample('Main breed of the herd'));
    await userEvent.click(canvas.getByRole('button', { name: sample('Check') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      sample('Please select a breed'),
    );
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(sample('Please select a breed'));

    await userEvent.click(select);
    await userEvent.click(
      await page(canvasElement).findByRole('option', { name: sample('Holstein') }),
    );
    // The story ends with the list closed: axe runs next, and a list still closing hides the page from it.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * `onBlur` (react-hook-form's `field.onBlur`, which marks a field touched and may validate it) fires when the closed
 * select loses focus — not when focus moves into its own open list, so no "required" message flashes mid-choice.
 */
export const BlurOnlyWhenClosed: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { onBlur: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const select = canvas.getByRole('combobox', { name: sample('Breed') });
    await userEvent.click(select);
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(select).not.toHaveFocus());
    await userEvent.click(within(listbox).getByRole('option', { name: sample('Angus') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(select).toHaveFocus();
    await expect(args.onBlur).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};
