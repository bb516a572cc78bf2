import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioOption } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const feeds: RadioOption[] = [
  { value: 'hay', label: 'Hay' },
  { value: 'silage', label: 'Silage' },
  { value: 'pasture', label: 'Pasture' },
  { value: 'grain', label: 'Grain', disabled: true },
];

/**
 * Radix checks the radio that arrow-key focus lands on only while the key is still down (it moves focus a tick
 * later), so the key is held and released as a person would, not pressed and released in the same instant.
 */
const arrow = (key: string) => userEvent.keyboard(`{${key}>}{/${key}}`);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  decorators: [withSamples, onSurface],
  args: { 'aria-label': 'Main feed', options: feeds, defaultValue: 'hay', onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['radio', 'button'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'One choice from a few visible options.',
          do: ['Use it for two to five options; the button variant for view switches.'],
          dont: ['Use it for many options: that is a Select.'],
          content: 'Options are short and parallel.',
        }),
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters at the chosen option; the arrow keys move and choose, skipping the disabled one. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: sample('Main feed') });
    await expect(canvas.getByRole('radio', { name: sample('Hay') })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: sample('Hay') })).toHaveFocus();
    await arrow('ArrowRight');
    await expect(canvas.getByRole('radio', { name: sample('Silage') })).toBeChecked();
    await arrow('ArrowRight');
    await arrow('ArrowRight');
    // Grain is disabled, so the focus wraps to Hay.
    await expect(canvas.getByRole('radio', { name: sample('Hay') })).toBeChecked();
    await userEvent.click(canvas.getByText(sample('Pasture')));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pasture');
    await expect(group).toBeVisible();
  },
};

export const Playground: Story = {
  args: { variant: 'radio', orientation: 'horizontal', size: 'medium', disabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const [first, second] = [
      canvas.getByText(sample('Hay')),
      canvas.getByText(sample('Silage')),
    ].map((label) => label.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await userEvent.click(canvas.getByRole('radio', { name: sample('Hay') }));
    await arrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: sample('Silage') })).toBeChecked();
  },
};

/** Arco's radio buttons: the same group drawn as a segmented control. */
export const ButtonVariant: Story = {
  args: { variant: 'button' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: sample('Pasture') }));
    await expect(canvas.getByRole('radio', { name: sample('Pasture') })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('pasture');
    await expect(canvas.getByRole('radio', { name: sample('Grain') })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText(sample('Silage')), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
