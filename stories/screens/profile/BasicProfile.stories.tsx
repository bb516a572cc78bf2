import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BasicProfileScreen } from '@pasture/ui/screens/basic-profile';
import { basicProfileOperationLog } from '@pasture/ui/testing';
import { basicProfileScenarios } from '@pasture/ui/mocks';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';

const meta = {
  title: 'Screens/Profile/BasicProfile',
  component: BasicProfileScreen,
  // Every call of the page needs an admin session (contract §10.3): each story starts logged in as the admin.
  decorators: [inContentArea, withLoggedIn('admin')],
  parameters: { pasture: { initialPath: '/profile/basic' } },
} satisfies Meta<typeof BasicProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer and the session prompt are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '参数审批流程' }),
    ).toBeVisible();
    const steps = await canvas.findByRole('list', { name: '审批流程' });
    const items = within(steps).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('提交 (已完成)提交修改');
    await expect(items[1]).toHaveTextContent('审批 (进行中)审批中');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('完成 (未开始)修改完成');

    const current = canvas.getByRole('region', { name: '参数' });
    await expect(
      within(current).getByRole('heading', { level: 3, name: '视频参数' }),
    ).toBeVisible();
    await expect(current).toHaveTextContent('匹配模式自定义');
    await expect(current).toHaveTextContent('采集分辨率720*1280');
    await expect(current).toHaveTextContent('采集帧率15 fps');
    await expect(current).toHaveTextContent('编码码率最小值300 bps');
    await expect(current).toHaveTextContent('编码码率最大值800 bps');
    await expect(current).toHaveTextContent('编码码率默认值500 bps');
    await expect(current).toHaveTextContent('编码 profilehigh');
    await expect(
      within(current).getByRole('heading', { level: 3, name: '音频参数' }),
    ).toBeVisible();
    await expect(current).toHaveTextContent('采集声道数2 声道');
    await expect(current).toHaveTextContent('编码码率128 kbps');
    await expect(current).toHaveTextContent('编码 profileAAC-LC');

    const previous = canvas.getByRole('region', { name: '原参数' });
    await expect(
      within(previous).getByRole('heading', { level: 3, name: '原视频参数' }),
    ).toBeVisible();
    await expect(previous).toHaveTextContent('匹配模式默认');
    await expect(previous).toHaveTextContent('采集帧率25 fps');
    await expect(previous).toHaveTextContent('编码码率96 kbps');

    const log = await canvas.findByRole('table', { name: '操作记录' });
    const rows = within(log).getAllByRole('row');
    await expect(rows).toHaveLength(basicProfileOperationLog.length + 1);
    await expect(
      within(log)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['内容编号', '更新内容', '状态', '更新时间', '操作']);
    await expect(rows[1]).toHaveTextContent('PX-20250312-004');
    await expect(rows[1]).toHaveTextContent('审核中');
    await expect(rows[3]).toHaveTextContent('通过');
    await expect(rows[3]).toHaveTextContent('2025-03-11 09:12:45');
  },
};

/** View opens the entry's details beside the log; closing goes back to the row. */
export const ViewOperation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = await canvas.findByRole('button', { name: '查看 PX-20250311-002' });
    await userEvent.click(view);
    const drawer = await page(canvasElement).findByRole('dialog', { name: '操作 PX-20250311-002' });
    await expect(drawer).toHaveTextContent('更新内容音频编码 profile HE-AAC → AAC-LC');
    await expect(drawer).toHaveTextContent('状态通过');
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(view).toHaveFocus();
  },
};

/** The change is complete: every step is done. */
export const Finished: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.finished } } },
  play: async ({ canvas }) => {
    const steps = await canvas.findByRole('list', { name: '审批流程' });
    const items = within(steps).getAllByRole('listitem');
    await expect(items[2]).toHaveTextContent('完成 (已完成)修改完成');
    for (const item of items) await expect(item).not.toHaveAttribute('aria-current');
  },
};

/** A first change: no original parameters, nothing in the operation log yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无原参数：这是第一次修改')).toBeVisible();
    await expect(await canvas.findByText('暂无操作记录')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '参数' })).toHaveTextContent('采集帧率15 fps');
    await expect(canvas.queryByRole('table', { name: '操作记录' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: '加载中' });
    await expect(skeletons).toHaveLength(4);
    await expect(canvas.queryByRole('table', { name: '操作记录' })).toBeNull();
  },
};

/** Both calls fail: each block names itself, says why and offers Retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.error } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(4));
    const alerts = canvas.getAllByRole('alert');
    const sections = ['审批流程', '参数', '原参数', '操作记录'];
    for (const [index, section] of sections.entries()) {
      await expect(alerts[index]).toHaveTextContent(`${section}加载失败`);
    }
    for (const alert of alerts) {
      await expect(alert).toHaveTextContent('profile service unavailable');
      await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
    }
  },
};

/** Only the log fails: the rest of the page is there, and Retry reloads the log alone. */
export const OperationLogError: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.logError } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('操作记录加载失败');
    await expect(await canvas.findByRole('list', { name: '审批流程' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '参数' })).toHaveTextContent('采集帧率15 fps');
  },
};

/** The session has expired: the prompt asks to log in again. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.unauthorized } } },
  play: async ({ canvasElement }) => {
    const prompt = await page(canvasElement).findByRole('alertdialog', { name: '无权限' });
    await waitFor(() => expect(prompt).toBeVisible());
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Parameter approval process' }),
    ).toBeVisible();
    const steps = await canvas.findByRole('list', { name: 'Approval process' });
    const items = within(steps).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Commit');
    await expect(items[0]).toHaveTextContent('Submit change');
    await expect(items[1]).toHaveTextContent('Approval');
    await expect(items[1]).toHaveTextContent('In approval');
    await expect(items[2]).toHaveTextContent('Finish');
    await expect(items[2]).toHaveTextContent('Change complete');
    await expect(canvas.getByRole('region', { name: 'Parameters' })).toHaveTextContent(
      'Acquisition channels2 channels',
    );
    const log = await canvas.findByRole('table', { name: 'Operation log' });
    await expect(within(log).getAllByText('Auditing')).toHaveLength(2);
    await expect(within(log).getAllByText('Pass')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};
