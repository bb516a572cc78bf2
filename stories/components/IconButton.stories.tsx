import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, RotateCw, Settings, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, Icon, IconButton } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  decorators: [withSamples, onSurface],
  args: { label: 'Settings', icon: <Icon icon={Settings} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'secondary', 'outline', 'primary'] },
    shape: { control: 'inline-radio', options: ['square', 'round'] },
    size: { control: 'inline-radio', options: ['mini', 'small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A compact action shown as an icon (close, settings, refresh).',
          do: ['Always give it a `label`; it shows as a tooltip too.'],
          dont: ["Use it for the page's main action: that is a Button."],
          content: 'The label is the action (Close, Refresh).',
        }),
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the button's name; Enter and Space press it like any button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: sample('Settings') });
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Playground: Story = {
  args: { variant: 'outline', shape: 'round', size: 'medium', tooltip: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: sample('Settings') })).toHaveAttribute(
      'data-shape',
      'round',
    );
  },
};

/** Every variant and size: the navbar's round outline button, a toolbar's grey one, a close button's 24 px one. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <IconButton label={sample('Text')} icon={<Icon icon={Settings} />} />
        <IconButton
          label={sample('Secondary')}
          variant="secondary"
          icon={<Icon icon={Settings} />}
        />
        <IconButton
          label={sample('Outline')}
          variant="outline"
          shape="round"
          icon={<Icon icon={Bell} />}
        />
        <IconButton
          label={sample('Primary')}
          variant="primary"
          shape="round"
          icon={<Icon icon={Settings} />}
        />
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <IconButton label={sample('Mini')} size="mini" icon={<Icon icon={X} />} />
        <IconButton label={sample('Small')} size="small" icon={<Icon icon={X} />} />
        <IconButton label={sample('Medium')} size="medium" icon={<Icon icon={X} />} />
        <IconButton label={sample('Large')} size="large" icon={<Icon icon={X} />} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = [sample('Mini'), sample('Small'), sample('Medium'), sample('Large')].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().width,
    );
    await expect(sizes).toEqual([24, 28, 32, 36]);
  },
};

/** The tooltip repeats the name for sighted mouse and keyboard users; the name does not depend on it. */
export const WithTooltip: Story = {
  args: { tooltip: true, variant: 'outline', shape: 'round' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sample('Settings') })).toHaveFocus();
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('tooltip', { name: sample('Settings') }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: sample('Settings') });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy (e.g. a refresh in flight): a spinner instead of the icon, `aria-busy`, no second press, colours kept. */
export const Loading: Story = {
  args: { loading: true, label: 'Refresh', icon: <Icon icon={RotateCw} /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: sample('Refresh') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** With a count badge: the button's own name carries the count, so the badge is decorative. */
export const WithBadge: Story = {
  render: () => (
    <Badge count={128} decorative>
      <IconButton
        label={sample('Messages, 128 unread')}
        variant="outline"
        shape="round"
        icon={<Icon icon={Bell} />}
      />
    </Badge>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: sample('Messages, 128 unread') }),
    ).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
