import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as LinkIcon } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon, Link } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Link',
  component: Link,
  decorators: [withSamples, onSurface],
  // The story runner's page must not navigate, so the spy also cancels the click's default action.
  args: {
    href: '#forgot',
    children: 'Forgot password',
    onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'neutral'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Going to another page or place.',
          do: ['Use it inside text; mark external links.'],
          dont: ['Use it for an action that changes data: that is a Button.'],
          content: "Link text says where it goes (not 'click here').",
        }),
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: sample('Forgot password') });
    await expect(link).toHaveAttribute('href', '#forgot');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { tone: 'primary', disabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: sample('Forgot password') })).toBeVisible();
  },
};

export const Neutral: Story = {
  args: { tone: 'neutral', href: '#register', children: 'Register account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: sample('Register account') })).toBeVisible();
  },
};

export const AsButton: Story = {
  args: { as: 'button', children: 'Send code' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: sample('Send code') });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithIcon: Story = {
  args: { href: '#registration', icon: <Icon icon={LinkIcon} />, children: 'Registration Process' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: sample('Registration Process') })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: sample('Forgot password') });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
