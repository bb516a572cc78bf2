import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormItem, Textarea } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';
import { inWidth } from '../support/contentArea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Profile', placeholder: 'About the farm', onChange: fn() },
  decorators: [withSamples, inWidth(360), onSurface],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Several lines of free text (a description, a note).',
          do: ['Show the count when there is a limit.'],
          dont: ['Use it for one short value: that is an Input.'],
          content: 'The placeholder gives an example.',
        }),
      },
    },
  },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spoken count in the toolbar language ("12 of 200 characters"). */
function spokenCount(globals: Record<string, unknown>, length: number, max: number) {
  return componentText(globals)
    .characterCount.replace('{{length}}', String(length))
    .replace('{{max}}', String(max));
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: sample('Profile') });
    const typed = sample('Dairy');
    await userEvent.type(field, typed);
    await expect(field).toHaveValue(typed);
    // One change per character typed.
    await expect(args.onChange).toHaveBeenCalledTimes(typed.length);
  },
};

export const Playground: Story = {
  args: { maxCount: 200, disabled: false, rows: 4, defaultValue: 'Hohhot dairy demo farm' },
  play: async ({ canvas }) => {
    // A CJK character counts as one, as a Latin letter does (呼和浩特奶牛示范牧场 is 10/200).
    await expect(canvas.getByText(`${sample('Hohhot dairy demo farm').length}/200`)).toBeVisible();
  },
};

export const WithCount: Story = {
  args: { maxCount: 20 },
  play: async ({ canvas, globals }) => {
    const field = canvas.getByRole('textbox', { name: sample('Profile') });
    await expect(canvas.getByText('0/20')).toBeVisible();
    const typed = sample('Holstein herd');
    await userEvent.type(field, typed);
    await expect(canvas.getByText(`${typed.length}/20`)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(spokenCount(globals, typed.length, 20));
  },
};

function ControlledOverLimit() {
  const [value, setValue] = useState(() => sample('Sealed'));
  const over = value.length > 8;
  return (
    <FormItem label={sample('Note')} error={over ? sample('At most 8 characters') : undefined}>
      <Textarea value={value} onChange={(event) => setValue(event.target.value)} maxCount={8} />
    </FormItem>
  );
}

export const OverLimit: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => <ControlledOverLimit />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: sample('Note') });
    const [start, added] = [sample('Sealed'), sample(', logged on site')];
    await expect(canvas.getByText(`${start.length}/8`)).toBeVisible();
    // The limit is not enforced while typing, so the form can say why the text is too long.
    await userEvent.type(field, added);
    await expect(field).toHaveValue(start + added);
    const count = canvas.getByText(`${(start + added).length}/8`);
    await expect(count).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      sample('At most 8 characters'),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(count).color).not.toBe(
      getComputedStyle(canvas.getByText(sample('Note'))).color,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only notes', maxCount: 50 },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: sample('Profile') });
    await expect(field).toBeDisabled();
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue(sample('Read only notes'));
  },
};
