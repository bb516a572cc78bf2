import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert, Button } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples, type SampleText } from '../support/samples';
import { usage } from '../support/usage';

const description =
  'Settings only apply to this session. Copy them and replace the configuration to make them permanent.' satisfies SampleText;

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    description,
    onClose: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  decorators: [
    withSamples,
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A message about the page or a section that stays until the situation changes (a failed load, a warning before an action).',
          do: [
            'Say what happened and what to do next.',
            'Use `type` for meaning: info, success, warning, error.',
          ],
          dont: [
            "Use it for feedback on a user's action that passes: that is a Toast.",
            'Stack several alerts on one section.',
          ],
          content: 'One or two sentences; a title only when the text needs one.',
        }),
      },
    },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(componentText(globals).status.info);
    await expect(status).toHaveTextContent(sample(description));
  },
};

export const Playground: Story = {
  args: { type: 'warning', title: 'Low feed stock', closable: true, showIcon: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(sample('Low feed stock'));
  },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Alert {...args} type="info" description={sample('Info: the weekly report is ready.')} />
      <Alert {...args} type="success" description={sample('Success: the herd record was saved.')} />
      <Alert
        {...args}
        type="warning"
        description={sample('Warning: feed stock covers two days.')}
      />
      <Alert {...args} type="error" description={sample('Error: the sensor gateway is offline.')} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const WithTitle: Story = {
  args: { type: 'error', title: 'Submit Error', description: 'Submit failed, please retry' },
  play: async ({ canvas, globals }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      `${componentText(globals).status.error}: ${sample('Submit Error')}`,
    );
    await expect(alert).toHaveTextContent(sample('Submit failed, please retry'));
  },
};

export const WithAction: Story = {
  args: {
    type: 'warning',
    description: 'Your session ends in 5 minutes.',
    action: <Button size="small">Stay</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: sample('Stay') })).toBeVisible();
  },
};

export const Closable: Story = {
  args: { closable: true },
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: componentText(globals).close }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
