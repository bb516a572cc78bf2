import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button, Card, Spin } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Spin',
  component: Spin,
  decorators: [withSamples, onSurface],
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Waiting on something in place (a section refreshing).',
          do: ['Use `tip` when the wait may be long.'],
          dont: ['Cover a whole page on first load: that is a Skeleton.'],
          content: 'A tip says what is loading.',
        }),
      },
    },
  },
} satisfies Meta<typeof Spin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(componentText(globals).loading);
  },
};

export const Playground: Story = {
  args: { spinning: true, size: 'large', tip: 'Loading farms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(sample('Loading farms'));
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      <Spin size="small" label={sample('Small spinner')} />
      <Spin size="medium" label={sample('Medium spinner')} />
      <Spin size="large" label={sample('Large spinner')} />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas
      .getAllByRole('status')
      .map((status) => status.getBoundingClientRect().width);
    await expect(widths).toEqual([14, 20, 32]);
  },
};

export const WithTip: Story = {
  args: { tip: 'Saving the herd record…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Saving the herd record…'))).toBeVisible();
  },
};

/** Covering content: it is dimmed and inert, so neither a click nor Tab reaches the buttons underneath. */
export const WrappingContent: Story = {
  args: {
    children: (
      <Card title="Weighing" style={{ width: 360 }}>
        <Button variant="primary">Record weight</Button>
      </Card>
    ),
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Button>{sample('Before')}</Button>
      <Spin {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(componentText(globals).loading);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sample('Before') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByText(sample('Record weight'))).not.toHaveFocus();
    const covered = canvas.getByText(sample('Record weight')).closest('[inert]');
    await expect(covered).not.toBeNull();
    await expect(covered).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotSpinning: Story = {
  args: { ...WrappingContent.args, spinning: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: sample('Record weight') })).toBeEnabled();
  },
};
