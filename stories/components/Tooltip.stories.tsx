import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Settings } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Icon, Tooltip, TooltipProvider } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  decorators: [withSamples, onSurface],
  args: {
    label: 'Settings',
    side: 'bottom',
    children: <Button variant="text" aria-label="Settings" icon={<Icon icon={Settings} />} />,
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A short hint for an icon or a truncated text, on hover and focus.',
          do: ['Keep it to a few words.'],
          dont: ['Put essential information or interactive content in it.'],
          content: 'A label or a short phrase, no full stop.',
        }),
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering or focusing the trigger shows the label; Escape hides it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sample('Settings') })).toHaveFocus();
    await expect(
      await body.findByRole('tooltip', { name: sample('Settings') }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { side: 'right', label: 'Open the settings drawer' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('button', { name: sample('Settings') }));
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(sample('Open the settings drawer'));
  },
};

/** Inside a provider (a toolbar) the tooltips share their delay: moving on shows the next one at once. */
export const InAToolbar: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: 8 }}>
        <Tooltip label={sample('Messages')}>
          <Button variant="text" aria-label={sample('Messages')} icon={<Icon icon={Bell} />} />
        </Tooltip>
        <Tooltip label={sample('Settings')}>
          <Button variant="text" aria-label={sample('Settings')} icon={<Icon icon={Settings} />} />
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(
      await body.findByRole('tooltip', { name: sample('Messages') }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sample('Settings') })).toHaveFocus();
    await expect(
      await body.findByRole('tooltip', { name: sample('Settings') }),
    ).toBeInTheDocument();
    await expect(body.queryByRole('tooltip', { name: sample('Messages') })).not.toBeInTheDocument();
  },
};
