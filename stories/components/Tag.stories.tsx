import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Icon, Tag, type TagColor } from '@pasture/ui';
import { dataText, fill } from './dataComponentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const colors: TagColor[] = ['default', 'gray', 'primary', 'success', 'warning', 'danger'];

const meta = {
  title: 'Components/Tag',
  component: Tag,
  decorators: [withSamples, onSurface],
  args: { children: 'Certified', color: 'success' },
  argTypes: {
    color: {
      control: 'select',
      options: [...colors, 'arcoblue', 'green', 'orange', 'red'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A label, category or state on a record.',
          do: ['Use colours consistently for the same meaning.'],
          dont: ['Use it as a button.'],
          content: 'One or two words.',
        }),
      },
    },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText(sample('Certified'));
    await expect(tag).toBeVisible();
    // The tone is a colour, never the only signal: the text says it.
    await expect(tag.closest('[data-color]')).toHaveAttribute('data-color', 'success');
  },
};

export const Playground: Story = {
  args: { color: 'primary', size: 'large', icon: <Icon icon={Check} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Certified'))).toBeVisible();
  },
};

/** The six tones and three sizes; Arco's colour names (`arcoblue`, `green` …) draw the same tones. */
export const Colors: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Tag key={color} color={color}>
            {color}
          </Tag>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Tag size="small">{sample('Small')}</Tag>
        <Tag size="medium">{sample('Medium')}</Tag>
        <Tag size="large">{sample('Large')}</Tag>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = [sample('Small'), sample('Medium'), sample('Large')].map((text) =>
      Math.round(
        (canvas.getByText(text).parentElement as HTMLElement).getBoundingClientRect().height,
      ),
    );
    await expect(heights).toEqual([20, 24, 28]);
  },
};

function RemovableTags({ onClose }: { onClose?: () => void }) {
  const [breeds, setBreeds] = useState(() => [
    sample('Holstein'),
    sample('Angus'),
    sample('Jersey'),
  ]);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {breeds.map((breed) => (
        <Tag
          key={breed}
          color="primary"
          closable
          onClose={() => {
            onClose?.();
            setBreeds((list) => list.filter((item) => item !== breed));
          }}
        >
          {breed}
        </Tag>
      ))}
    </div>
  );
}

/** A closable tag's × is a named button ("Remove Angus"); the parent removes the tag. */
export const Closable: Story = {
  args: { onClose: fn() },
  render: (args) => <RemovableTags onClose={args.onClose} />,
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: fill(text.tag.removeNamed, { label: sample('Angus') }) }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByText(sample('Angus'))).toBeNull());
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: fill(text.tag.removeNamed, { label: sample('Holstein') }),
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText(sample('Holstein'))).toBeNull());
    await expect(canvas.getByText(sample('Jersey'))).toBeVisible();
  },
};
