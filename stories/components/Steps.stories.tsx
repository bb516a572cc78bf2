import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';
import { inWidth } from '../support/contentArea';

const meta = {
  title: 'Components/Steps',
  component: Steps,
  args: {
    'aria-label': 'Create channel',
    items: [
      { title: 'Basic information', description: 'Create the channel activity' },
      { title: 'Channel information', description: 'Select the upstream domain' },
      { title: 'Finish', description: 'Submitted' },
    ],
    current: 1,
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    type: { control: 'inline-radio', options: ['default', 'dot'] },
    status: { control: 'inline-radio', options: ['wait', 'process', 'finish', 'error'] },
  },
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Where the user is in a process of several steps.',
          do: ['Name each step; mark a failed step.'],
          dont: ['Use it for navigation between unrelated pages.'],
          content: 'Step titles are short nouns; descriptions add detail.',
        }),
      },
    },
  },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = componentText(globals);
    const steps = within(canvas.getByRole('list', { name: sample('Create channel') })).getAllByRole(
      'listitem',
    );
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent(text.steps.finish);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent(text.steps.process);
    await expect(steps[2]).toHaveTextContent(`3${sample('Finish')} (${text.steps.wait})`);
  },
};

export const Playground: Story = {
  args: { current: 0, direction: 'horizontal', type: 'default', status: 'process' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const Vertical: Story = {
  args: { direction: 'vertical' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

/** Arco's progress on the success page: dots with labels underneath. */
export const Dot: Story = {
  args: {
    'aria-label': 'Progress',
    type: 'dot',
    items: [
      { title: 'Submit application', description: '2026/05/12 14:00' },
      { title: 'Leader review', description: 'Processing' },
      { title: 'Purchase certificate', description: 'Waiting' },
      { title: 'Safety test', description: 'Waiting' },
      { title: 'Officially launched', description: 'Waiting' },
    ],
  },
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: sample('Progress') })).getAllByRole(
      'listitem',
    );
    await expect(steps).toHaveLength(5);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
  },
};

/**
 * Dot steps in a block too narrow for them (under 96 px a step: five steps in a 360 px phone's card) are listed one
 * under the other, each title on one line beside its dot.
 */
export const DotNarrow: Story = {
  ...Dot,
  tags: ['edge-case', '!autodocs'],
  decorators: [inWidth(360)],
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: sample('Progress') })).getAllByRole(
      'listitem',
    );
    await expect(steps).toHaveLength(5);
    const tops = steps.map((step) => step.getBoundingClientRect().top);
    for (let index = 1; index < tops.length; index += 1) {
      await expect(tops[index]).toBeGreaterThan(tops[index - 1] ?? 0);
    }
    for (const step of steps) {
      await expect(step.getBoundingClientRect().width).toBeGreaterThan(300);
    }
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
      componentText(globals).steps.error,
    );
  },
};

export const AllFinished: Story = {
  args: { current: 3 },
  play: async ({ canvas, globals }) => {
    for (const step of canvas.getAllByRole('listitem')) {
      await expect(step).toHaveTextContent(componentText(globals).steps.finish);
      await expect(step).not.toHaveAttribute('aria-current');
    }
  },
};
