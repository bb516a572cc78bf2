import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Search } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, Icon } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Button',
  component: Button,
  decorators: [withSamples, onSurface],
  args: { children: 'Search', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'text', 'danger'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'An action on the page: submit, open, confirm.',
          do: [
            'One primary button per view.',
            'Use `loading` while the action runs; it keeps its width.',
          ],
          dont: [
            'Use it to navigate to another page: that is a Link.',
            'Disable it without saying why nearby.',
          ],
          content: 'A verb, two words at most (Save, Create content set).',
        }),
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = await canvas.findByRole('button', { name: sample('Search') });
    await expect(button).toBeVisible();
    // Never a submit button by accident: inside a form it submits only when asked to (`type="submit"`).
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    variant: 'primary',
    size: 'medium',
    loading: false,
    block: false,
    disabled: false,
    children: 'Log in',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: sample('Log in') })).toBeEnabled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        {sample('Primary')}
      </Button>
      <Button {...args} variant="secondary">
        {sample('Secondary')}
      </Button>
      <Button {...args} variant="outline">
        {sample('Outline')}
      </Button>
      <Button {...args} variant="text">
        {sample('Text')}
      </Button>
      <Button {...args} variant="danger">
        {sample('Delete')}
      </Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    for (const name of [
      sample('Primary'),
      sample('Secondary'),
      sample('Outline'),
      sample('Text'),
      sample('Delete'),
    ]) {
      await expect(await canvas.findByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: sample('Delete') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button {...args} variant="primary" size="small">
        {sample('Small')}
      </Button>
      <Button {...args} variant="primary" size="medium">
        {sample('Medium')}
      </Button>
      <Button {...args} variant="primary" size="large">
        {sample('Large')}
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = [sample('Small'), sample('Medium'), sample('Large')].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([28, 32, 36]);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Button {...args} variant="primary" disabled>
        {sample('Primary')}
      </Button>
      <Button {...args} variant="secondary" disabled>
        {sample('Secondary')}
      </Button>
      <Button {...args} variant="outline" disabled>
        {sample('Outline')}
      </Button>
      <Button {...args} variant="danger" disabled>
        {sample('Delete')}
      </Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const primary = canvas.getByRole('button', { name: sample('Primary') });
    await expect(primary).toBeDisabled();
    await userEvent.click(primary);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: 'Log in' },
  play: async ({ canvas, args }) => {
    const button = await canvas.findByRole('button', { name: sample('Log in') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Busy, not disabled: it takes no click but keeps its place in the tab order (and focus).
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // user-event's own pointer-events guard is skipped, to see the button itself ignore the press.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  render: ({ children: _children, ...args }) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Button {...args} variant="primary" icon={<Icon icon={Plus} />}>
        {sample('Create')}
      </Button>
      <Button
        {...args}
        variant="secondary"
        icon={<Icon icon={Search} />}
        aria-label={sample('Search farms')}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: sample('Create') })).toBeVisible();
    const iconOnly = canvas.getByRole('button', { name: sample('Search farms') });
    const box = iconOnly.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([32, 32]);
  },
};

export const Block: Story = {
  args: { variant: 'primary', block: true, children: 'Log in' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: sample('Log in') }).getBoundingClientRect().width,
    ).toBe(320);
  },
};

export const AsChild: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { variant: 'outline', asChild: true, children: <a href="#register">Register account</a> },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: sample('Register account') });
    await expect(link).toHaveAttribute('href', '#register');
    await expect(link.getBoundingClientRect().height).toBe(32);
  },
};

export const KeyboardFocus: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { variant: 'primary', children: 'Log in' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: sample('Log in') });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};
