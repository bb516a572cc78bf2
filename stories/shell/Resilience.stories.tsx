import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OfflineBanner, PageErrorFallback } from '@pasture/ui';
import { text } from '../support/texts';
import { usage } from '../support/usage';

/** What the console shows when the connection or a page's code is gone (docs/decisions/021-*). */
const meta = {
  title: 'Shell/Resilience',
  component: PageErrorFallback,
  args: { kind: 'chunk', onReload: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "What the console shows when a page's code or the network fails.",
          do: ['Offer the way out (Reload, Try again).'],
          dont: ['Hide the error.'],
          content: 'Say what happened and what the button does.',
        }),
      },
    },
  },
} satisfies Meta<typeof PageErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deployment replaced the page's chunk: only a reload brings the new code, so Try again is not offered. */
export const ChunkGone: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text('shell.pageError.chunkDescription'),
    );
    await expect(
      canvas.getByRole('heading', { name: text('shell.pageError.chunkTitle') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: text('shell.pageError.retry') }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text('shell.pageError.reload') }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** The page threw while rendering: Try again shows it again, Reload restarts the console. */
export const RenderFailed: Story = {
  args: { kind: 'render' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: text('shell.pageError.renderTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('shell.pageError.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('button', { name: text('shell.pageError.reload') }),
    ).toBeEnabled();
  },
};

/** Offline: the banner says that what is on screen stays and what is opened loads when the connection is back. */
export const Offline: Story = {
  render: () => <OfflineBanner offline />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('shell.offline.title'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('shell.offline.description'));
  },
};

/** The banner follows the connection by itself: it appears when the browser goes offline and goes when it is back. */
export const FollowsTheConnection: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => <OfflineBanner />,
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    onlineManager.setOnline(false);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('shell.offline.title'));
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};
