import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, Icon, IconButton } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  decorators: [withSamples, onSurface],
  args: {
    count: 5,
    label: '5 unread messages',
    children: (
      <IconButton label="Messages" variant="outline" shape="round" icon={<Icon icon={Bell} />} />
    ),
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A count or a dot on an icon or avatar (unread messages).',
          do: [
            'Cap large counts (`99+`).',
            'Give the thing it sits on a name that includes the count.',
          ],
          dont: ['Use it as a status label: that is a Tag or StatusDot.'],
          content: 'Numbers only; no words in the badge.',
        }),
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count sits on the child's corner; a screen reader hears the label instead of a bare number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5')).toBeVisible();
    await expect(canvas.getByText('5')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(sample('5 unread messages'))).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { count: 42, max: 99, dot: false, showZero: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42')).toBeVisible();
  },
};

/** Above `max` (99 by default) the badge shows "99+". */
export const Overflow: Story = {
  args: { count: 1280, label: '1280 unread messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText(sample('1280 unread messages'))).toBeInTheDocument();
  },
};

/** A dot says "something new" without a number; without a label it is decorative. */
export const Dot: Story = {
  args: { dot: true, count: undefined, label: undefined },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: sample('Messages') });
    const dot = button.parentElement?.querySelector('sup');
    await expect(dot).toBeVisible();
    await expect(dot).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Zero shows nothing unless `showZero`; a badge without a child flows inline. */
export const ZeroAndStandalone: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Badge count={0}>
        <IconButton label={sample('Tasks')} variant="outline" icon={<Icon icon={Bell} />} />
      </Badge>
      <span>
        {sample('Pending')} <Badge count={0} showZero />
      </span>
      <span>
        {sample('Alerts')} <Badge count={7} />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    const tasks = canvas.getByRole('button', { name: sample('Tasks') });
    await expect(tasks.parentElement?.querySelector('sup')).toBeNull();
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
  },
};
