import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormItem, Textarea } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { usage } from '../support/usage';
import { inWidth } from '../support/contentArea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Profile', placeholder: 'About the farm', onChange: fn() },
  decorators: [inWidth(360), onSurface],
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
    const field = canvas.getByRole('textbox', { name: 'Profile' });
    await userEvent.type(field, 'Dairy');
    await expect(field).toHaveValue('Dairy');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Playground: Story = {
  args: { maxCount: 200, disabled: false, rows: 4, defaultValue: '呼和浩特奶牛示范牧场' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10/200')).toBeVisible();
  },
};

export const WithCount: Story = {
  args: { maxCount: 20 },
  play: async ({ canvas, globals }) => {
    const field = canvas.getByRole('textbox', { name: 'Profile' });
    await expect(canvas.getByText('0/20')).toBeVisible();
    await userEvent.type(field, 'Holstein herd');
    await expect(canvas.getByText('13/20')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(spokenCount(globals, 13, 20));
  },
};

function ControlledOverLimit() {
  const [value, setValue] = useState('青贮窖封窖');
  const over = value.length > 8;
  return (
    <FormItem label="Note" error={over ? 'At most 8 characters' : undefined}>
      <Textarea value={value} onChange={(event) => setValue(event.target.value)} maxCount={8} />
    </FormItem>
  );
}

export const OverLimit: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => <ControlledOverLimit />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Note' });
    await expect(canvas.getByText('5/8')).toBeVisible();
    // The limit is not enforced while typing, so the form can say why the text is too long.
    await userEvent.type(field, '现场记录');
    await expect(field).toHaveValue('青贮窖封窖现场记录');
    const count = canvas.getByText('9/8');
    await expect(count).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('At most 8 characters');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(count).color).not.toBe(
      getComputedStyle(canvas.getByText('Note')).color,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only notes', maxCount: 50 },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Profile' });
    await expect(field).toBeDisabled();
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('Read only notes');
  },
};
