import { inContentArea } from '../../support/contentArea';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserInfoScreen } from '@pasture/ui/screens/user';
import { userCertification, userMyProjects } from '@pasture/ui/testing';
import { userScenarios } from '@pasture/ui/mocks';
import { demoAccountOf, withLoggedIn } from '../../support/loggedIn';

const admin = demoAccountOf('admin');
const operator = demoAccountOf('user');

const meta = {
  title: 'Screens/User/Info',
  component: UserInfoScreen,
  decorators: [withLoggedIn('admin'), inContentArea],
} satisfies Meta<typeof UserInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five blocks that load their own data, by the title of their card (zh-CN). */
const blockTitles = ['我的项目', '最新动态', '我的团队', '访问量', '实名认证'];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    await expect(canvas.getByText('已认证')).toBeVisible();
    const facts = canvas.getByRole('list', { name: '个人资料' });
    await expect(facts).toHaveTextContent('账号 ID: 10001');
    await expect(facts).toHaveTextContent('注册时间: 2021-03-15 09:30:00');
    await expect(facts).toHaveTextContent('所在地: 呼和浩特');
    await expect(facts).toHaveTextContent('职位: 牧场经理');
    await expect(facts).toHaveTextContent('部门: 运营管理中心');

    for (const title of blockTitles) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      await canvas.findByRole('heading', { level: 3, name: '奶牛精准饲喂系统' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^项目成员：/ })).toHaveLength(
      userMyProjects.length,
    );
    await expect(canvas.getByText('等 128 人')).toBeVisible();
    await expect(await canvas.findByText('发布了项目 奶牛精准饲喂系统')).toBeVisible();
    await expect(await canvas.findByText('奶牛养殖技术团队')).toBeVisible();
    await expect(canvas.getByText('共 44 人')).toBeVisible();
    await expect(await canvas.findByText('较上周上升 206.32%')).toBeVisible();
    await expect(canvas.getByText('较上周下降 12.5%')).toBeVisible();

    const records = await canvas.findByRole('table', { name: '认证记录' });
    await expect(within(records).getAllByRole('row')).toHaveLength(
      userCertification.record.length + 1,
    );
    await expect(
      within(records).getByRole('rowheader', { name: '企业实名认证，法人姓名：**远' }),
    ).toBeVisible();
    await expect(within(records).getByText('审核中')).toBeVisible();
    await expect(canvas.getByText('呼和浩特草原牧业有限公司')).toBeVisible();
    await expect(canvas.queryAllByRole('status', { name: '加载中' })).toHaveLength(0);
  },
};

export const NotCertifiedUser: Story = {
  decorators: [withLoggedIn('user')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: operator.name }),
    ).toBeVisible();
    await expect(canvas.getByText('未认证')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '个人资料' })).toHaveTextContent(
      '职位: 饲养操作员',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: userScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: '加载中' });
    await expect(skeletons).toHaveLength(blockTitles.length);
    for (const skeleton of skeletons) await expect(skeleton).toBeVisible();
    // The header comes from the session and is there at once.
    await expect(canvas.getByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '认证记录' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { user: userScenarios.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无项目')).toBeVisible();
    await expect(await canvas.findByText('暂无动态')).toBeVisible();
    await expect(await canvas.findByText('尚未加入团队')).toBeVisible();
    await expect(await canvas.findByText('暂无访问数据')).toBeVisible();
    await expect(await canvas.findByText('暂无认证信息')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '认证记录' })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { user: userScenarios.serverError } } },
  play: async ({ canvas }) => {
    for (const title of blockTitles) {
      await expect(await canvas.findByText(`${title}加载失败`)).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(blockTitles.length);
    // One failing call per block, never a blank page: the header is still there.
    await expect(canvas.getByRole('heading', { level: 1, name: admin.name })).toBeVisible();

    const teamsError = canvas
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByText('我的团队加载失败'));
    if (!teamsError) throw new Error('The teams error is not announced as an alert.');
    await userEvent.click(within(teamsError).getByRole('button', { name: '重试' }));
    // The server still fails: the block asks again and shows the error again.
    await expect(await canvas.findByText('我的团队加载失败')).toBeVisible();
  },
};

export const CertificationError: Story = {
  parameters: { msw: { handlers: { user: userScenarios.certificationError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('实名认证加载失败')).toBeVisible();
    await expect(await canvas.findByText('奶牛养殖技术团队')).toBeVisible();
    await expect(canvas.getByText('发布了项目 奶牛精准饲喂系统')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(1));
  },
};

export const DarkEnglish: Story = {
  globals: { theme: 'dark', locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    await expect(canvas.getByText('Certified')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Profile' })).toHaveTextContent(
      'Location: 呼和浩特',
    );
    for (const title of ['My Projects', 'Latest Activity', 'My Teams', 'Visits', 'Certification']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(await canvas.findByText('128 people')).toBeVisible();
    await expect(await canvas.findByText('44 members')).toBeVisible();
    await expect(await canvas.findByText('Up 206.32% from last week')).toBeVisible();
    const records = await canvas.findByRole('table', { name: 'Certification records' });
    await expect(within(records).getByText('Auditing')).toBeVisible();
    await expect(canvas.getByText('Enterprise account')).toBeVisible();
    await expect(canvasElement.querySelector('[data-pasture-root]')).toHaveAttribute(
      'data-mode',
      'dark',
    );
  },
};
