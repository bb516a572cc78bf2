import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OfflineBanner, PageErrorFallback } from '@pasture/ui';

/** What the console shows when the connection or a page's code is gone (docs/decisions/021-*). */
const meta = {
  title: 'Shell/Resilience',
  component: PageErrorFallback,
  args: { kind: 'chunk', onReload: fn(), onRetry: fn() },
} satisfies Meta<typeof PageErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deployment replaced the page's chunk: only a reload brings the new code, so Try again is not offered. */
export const ChunkGone: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('控制台可能已发布新版本');
    await expect(canvas.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** The page threw while rendering: Try again shows it again, Reload restarts the console. */
export const RenderFailed: Story = {
  args: { kind: 'render' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '页面出错了' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeEnabled();
  },
};

/** Offline: the banner says that what is on screen stays and what is opened loads when the connection is back. */
export const Offline: Story = {
  render: () => <OfflineBanner offline />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络已断开');
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络恢复后自动加载');
  },
};

/** The banner follows the connection by itself: it appears when the browser goes offline and goes when it is back. */
export const FollowsTheConnection: Story = {
  render: () => <OfflineBanner />,
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    onlineManager.setOnline(false);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络已断开');
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};
