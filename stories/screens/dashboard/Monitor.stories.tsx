import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { monitorStudios, scriptedChatLine } from '@pasture/ui/testing';
import { MONITOR_MOCK_MESSAGES, monitorScenarios } from '@pasture/ui/mocks';
import { MonitorScreen } from '@pasture/ui/screens/monitor';
import { inContentArea } from '../../support/contentArea';
import { demoAccountOf, withLoggedIn } from '../../support/loggedIn';

const admin = demoAccountOf('admin');

const meta = {
  title: 'Screens/Dashboard/Monitor',
  component: MonitorScreen,
  // Sending, collecting and the quick operations act for the logged-in user.
  decorators: [inContentArea, withLoggedIn('admin')],
  parameters: { pasture: { initialPath: '/dashboard/monitor' } },
} satisfies Meta<typeof MonitorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const firstLine = scriptedChatLine(0);
const [failedStudio, passedVideoStudio] = monitorStudios;

/** The chat's log (a scrolling region) and the message entries in it. */
async function chatLog(canvas: ReturnType<typeof within>) {
  const log = await canvas.findByRole('log', { name: '聊天消息' });
  await within(log).findAllByRole('listitem');
  return log;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '实时监控' }),
    ).toBeInTheDocument();
    const log = await chatLog(canvas);
    await expect(within(log).getAllByText(firstLine.content)[0]).toBeInTheDocument();

    const videoTab = await canvas.findByRole('tab', { name: '视频直播（2）' });
    await expect(videoTab).toHaveAttribute('aria-selected', 'true');
    const table = canvas.getByRole('table', { name: '视频直播' });
    const failedRow = within(table).getByRole('row', {
      name: new RegExp(failedStudio?.title ?? ''),
    });
    await expect(within(failedRow).getByText('审核未通过')).toBeVisible();
    const passedRow = within(table).getByRole('row', {
      name: new RegExp(passedVideoStudio?.title ?? ''),
    });
    await expect(within(passedRow).queryByText('审核未通过')).toBeNull();

    await expect(
      canvas.getByRole('img', { name: `${failedStudio?.title}的直播画面` }),
    ).toBeVisible();
    await expect(canvas.getByText('36,000 人观看')).toBeVisible();
    await expect(canvas.getByText('流畅')).toBeVisible();
    const streams = canvas.getByRole('table', { name: '推流' });
    await expect(within(streams).getByRole('rowheader', { name: '热备' })).toBeVisible();
    await expect(canvas.getByText(failedStudio?.onlineNotification ?? '')).toBeVisible();
  },
};

/** New messages arrive while the page is open; a reader who scrolled up keeps their place and gets a counter. */
export const NewMessagesCounter: Story = {
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const before = within(log).getAllByRole('listitem').length;
    log.scrollTo({ top: 0 });
    await waitFor(() => expect(log.scrollTop).toBe(0));
    // The mock adds a message every 3 s and the page asks every 2 s.
    const jump = await canvas.findByRole('button', { name: /^\d+ 条新消息$/ }, { timeout: 10_000 });
    await expect(log.scrollTop).toBe(0);
    await expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(before);
    await userEvent.click(jump);
    await waitFor(() =>
      expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(24),
    );
    await expect(canvas.queryByRole('button', { name: /条新消息$/ })).toBeNull();
  },
};

export const CollectMessage: Story = {
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const [entry] = within(log).getAllByRole('listitem');
    if (!entry) throw new Error('no chat entry');
    const star = within(entry).getByRole('button', { name: `收藏 ${firstLine.username} 的消息` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  },
};

export const SendMessage: Story = {
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const box = canvas.getByRole('textbox', { name: '消息' });
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(await canvas.findByText('请输入消息内容')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(await canvas.findByText('请输入消息内容')).toBeVisible();

    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('挤'.repeat(201));
    await expect(await canvas.findByText('消息最多 200 个字符')).toBeVisible();

    await userEvent.clear(box);
    await userEvent.type(box, '请问今天几点出栏？{Enter}');
    const mine = await within(log).findByText('请问今天几点出栏？');
    const entry = mine.closest('li');
    if (!entry) throw new Error('the message is not in an entry');
    await expect(within(entry).getByText(admin.name)).toBeVisible();
    await expect(box).toHaveValue('');
  },
};

/** The server refuses the message: the error policy toasts its words and the typed text stays. */
export const SendError: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.sendError } } },
  play: async ({ canvas, canvasElement }) => {
    await chatLog(canvas);
    const box = canvas.getByRole('textbox', { name: '消息' });
    await userEvent.type(box, '牛群真壮观');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    const toast = await page(canvasElement).findByText(MONITOR_MOCK_MESSAGES.sendFailed);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(box).toHaveValue('牛群真壮观');
  },
};

/** The live-method tabs filter the studios; Preview shows a studio in the blocks around the list. */
export const PickStudio: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '普通直播（2）' }));
    const table = await canvas.findByRole('table', { name: '普通直播' });
    // Until a studio is picked, the first of the tab is on show.
    await expect(
      within(table).getByRole('button', { name: '预览中 草料行情早知道' }),
    ).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: '预览 夜间牛舍巡查' }));
    await expect(canvas.getByRole('img', { name: '夜间牛舍巡查的直播画面' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: '预览中 夜间牛舍巡查' })).toBeDisabled();
    await expect(canvas.getByText('3,902 人观看')).toBeVisible();
    await expect(canvas.getByText('卡顿')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '网页直播（2）' }));
    const web = await canvas.findByRole('table', { name: '网页直播' });
    await expect(within(web).getByText('审核未通过')).toBeVisible();
    // The picked studio stays on show while another tab is open.
    await expect(canvas.getByRole('img', { name: '夜间牛舍巡查的直播画面' })).toBeVisible();
  },
};

export const QuickOperation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `预览 ${passedVideoStudio?.title}` }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '切换清晰度' }));
    const done = await page(canvasElement).findByText(
      `已为「${passedVideoStudio?.title}」切换清晰度`,
    );
    await waitFor(() => expect(done).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: `预览 ${failedStudio?.title}` }));
    await userEvent.click(canvas.getByRole('button', { name: '推送垫片' }));
    const refused = await page(canvasElement).findByText(MONITOR_MOCK_MESSAGES.auditLocked);
    await waitFor(() => expect(refused).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: '加载中' });
    // The chat, the preview, the list, the status, the operations and the information.
    await expect(skeletons.length).toBeGreaterThanOrEqual(6);
    await expect(canvas.getByRole('textbox', { name: '消息' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有人发言')).toBeVisible();
    await waitFor(async () => {
      await expect(canvas.getAllByText('请选择一个直播间')).toHaveLength(4);
    });
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('聊天窗口加载失败')).toBeVisible();
    await expect(await canvas.findByText('直播列表加载失败')).toBeVisible();
    await expect(canvas.getByText('直播预览加载失败')).toBeVisible();
    await expect(canvas.getAllByText(MONITOR_MOCK_MESSAGES.studioError).length).toBeGreaterThan(0);
  },
};

/** Only the chat fails: the studio blocks still load. */
export const ChatError: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.chatError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('聊天窗口加载失败')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: '视频直播' })).toBeVisible();
  },
};

export const Unauthorized: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.unauthorized } } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: '无权限' })).toBeVisible(),
    );
  },
};

export const DarkEnglish: Story = {
  globals: { theme: 'dark', locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Real-time Monitor' }),
    ).toBeInTheDocument();
    await canvas.findByRole('log', { name: 'Chat messages' });
    await expect(await canvas.findByRole('tab', { name: 'Video Live (2)' })).toBeVisible();
    await expect(canvas.getAllByText('Audit Failed')[0]).toBeVisible();
    await expect(canvas.getByText('36,000 watching')).toBeVisible();
    await expect(canvasElement.querySelector('[data-pasture-root]')).toHaveAttribute(
      'data-mode',
      'dark',
    );
  },
};

/** The page given 360 px: one column, the chat under the studio blocks. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const preview = canvas.getByRole('heading', { name: '直播预览' });
    await expect(preview.getBoundingClientRect().top).toBeLessThan(log.getBoundingClientRect().top);
    await expect(log.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
