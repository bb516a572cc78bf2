import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormItem, Switch } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';
import { contrastRatio, over, type Rgb } from '../../packages/ui/src/theme/color';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  decorators: [withSamples, onSurface],
  args: { children: 'Email alerts', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A setting that applies at once when toggled.',
          do: ['Label it with what it turns on.'],
          dont: ['Use it in a form that needs Submit: that is a Checkbox.'],
          content: 'The label names the setting, not the state.',
        }),
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the switch or its label flips it; Space flips it from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: sample('Email alerts') });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText(sample('Email alerts')));
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(3, true);
  },
};

export const Playground: Story = {
  args: { defaultChecked: true, size: 'medium', checkedText: 'ON', uncheckedText: 'OFF' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: sample('Email alerts') })).toBeChecked();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch size="small">{sample('Small')}</Switch>
      <Switch>{sample('Medium')}</Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = [sample('Small'), sample('Medium')].map(
      (name) => canvas.getByRole('switch', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([16, 24]);
  },
};

/** The texts inside the track are decorative: the state is the switch's own (checked / not checked). */
export const WithTexts: Story = {
  args: { checkedText: 'ON', uncheckedText: 'OFF' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: sample('Email alerts') });
    await expect(canvas.getByText(sample('OFF'))).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByText(sample('ON'))).toBeVisible();
    await expect(canvas.getByText(sample('OFF'))).not.toBeVisible();
  },
};

/** A computed CSS colour (`rgb(…)`/`rgba(…)`, the first one in a `box-shadow`) as the screen shows it on `backdrop`. */
function shown(css: string, backdrop: Rgb): Rgb {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(css);
  if (!match) throw new Error(`no colour in "${css}"`);
  const [, r, g, b, alpha] = match;
  return over([Number(r), Number(g), Number(b)], alpha === undefined ? 1 : Number(alpha), backdrop);
}

/**
 * Off reads as off in both themes — a track close to the surface with a white knob — and on as the primary fill.
 * Off, a ring draws the track's and the knob's edge at 3:1 or more (WCAG 1.4.11); on, the primary track does.
 */
export const OffAndOn: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch>{sample('Off')}</Switch>
      <Switch defaultChecked>{sample('On')}</Switch>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const surface = shown(
      getComputedStyle(canvasElement.firstElementChild ?? canvasElement).backgroundColor,
      [255, 255, 255],
    );
    const off = canvas.getByRole('switch', { name: sample('Off') });
    const on = canvas.getByRole('switch', { name: sample('On') });
    await expect(off).not.toBeChecked();
    await expect(on).toBeChecked();
    const offStyle = getComputedStyle(off);
    const offTrack = shown(offStyle.backgroundColor, surface);
    const onTrack = shown(getComputedStyle(on).backgroundColor, surface);
    await expect(contrastRatio(offTrack, surface)).toBeLessThan(1.6);
    await expect(contrastRatio(shown(offStyle.boxShadow, surface), surface)).toBeGreaterThanOrEqual(
      3,
    );
    await expect(contrastRatio(onTrack, surface)).toBeGreaterThanOrEqual(3);
    const offKnob = getComputedStyle(off.firstElementChild ?? off);
    await expect(offKnob.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(
      contrastRatio(shown(offKnob.boxShadow, offTrack), offTrack),
    ).toBeGreaterThanOrEqual(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: sample('Email alerts') });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function SavingSwitch() {
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <Switch
      checked={checked}
      loading={saving}
      onCheckedChange={(next) => {
        setChecked(next);
        setSaving(true);
      }}
    >
      {sample('Sync with the scale')}
    </Switch>
  );
}

/** While the change is saved the switch is busy: it shows a spinner and takes no second press. */
export const Loading: Story = {
  render: () => <SavingSwitch />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: sample('Sync with the scale') });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toBeDisabled();
  },
};

/** Inside a FormItem the item's label names the switch and its help text describes it. */
export const InFormItem: Story = {
  render: () => (
    <FormItem
      label={sample('Night mode for the barn lights')}
      help={sample('Dims the lights between 22:00 and 05:00')}
    >
      <Switch />
    </FormItem>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: sample('Night mode for the barn lights') });
    await expect(toggle).toHaveAccessibleDescription(
      sample('Dims the lights between 22:00 and 05:00'),
    );
    await userEvent.click(canvas.getByText(sample('Night mode for the barn lights')));
    await expect(toggle).toBeChecked();
  },
};
