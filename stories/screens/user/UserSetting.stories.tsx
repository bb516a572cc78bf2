import { inContentArea } from '../../support/contentArea';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserSettingScreen } from '@pasture/ui/screens/user';
import { AVATAR_MAX_BYTES } from '@pasture/ui/internal';
import { demoUsers } from '@pasture/ui/testing';
import { USER_MOCK_MESSAGES, userScenarios } from '@pasture/ui/mocks';
import { withLoggedIn } from '../../support/loggedIn';

function adminInfo() {
  const info = demoUsers.admin?.userInfo;
  if (!info) throw new Error('demoUsers must hold the admin account.');
  return info;
}
const admin = adminInfo();

const meta = {
  title: 'Screens/User/Setting',
  component: UserSettingScreen,
  decorators: [inContentArea],
} satisfies Meta<typeof UserSettingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts and the open select list are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const loggedIn = [withLoggedIn('admin')];

/** A small valid image (an SVG) as the user would pick it. */
function svgFile(name = 'cow.svg') {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#00B42A"/></svg>';
  return new File([svg], name, { type: 'image/svg+xml' });
}

export const Default: Story = {
  decorators: loggedIn,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '邮箱' })).toHaveValue(admin.email);
    await expect(canvas.getByRole('textbox', { name: '昵称' })).toHaveValue(admin.name);
    await expect(canvas.getByRole('combobox', { name: '国家/地区' })).toHaveTextContent('中国');
    await expect(canvas.getByRole('combobox', { name: '所在区域' })).toHaveTextContent('呼和浩特');
    const profile = canvas.getByRole('textbox', { name: '个人简介' });
    await expect(profile).toHaveValue(admin.introduction);
    await expect(canvas.getByText(`${admin.introduction?.length ?? 0}/200`)).toBeVisible();

    const summary = canvas.getByRole('region', { name: '账号信息' });
    await expect(summary).toHaveTextContent(`用户名${admin.name}`);
    await expect(summary).toHaveTextContent('账号 ID10001');
    await expect(summary).toHaveTextContent('手机号码138****0001');
    await expect(within(summary).getByText('已认证')).toBeVisible();
    await expect(within(summary).getByLabelText('更换头像')).toHaveAttribute('accept', 'image/*');

    await expect(canvas.getByRole('tab', { name: '基础信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '重置' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  // Logged out: the form starts empty, so every required field can be shown failing.
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无用户信息')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      '请输入邮箱',
      '请输入昵称',
      '请选择国家/地区',
      '请选择所在区域',
    ]);
    for (const alert of alerts) await expect(alert).toBeVisible();
    const email = canvas.getByRole('textbox', { name: '邮箱' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: '国家/地区' })).toHaveAccessibleDescription(
      '请选择国家/地区',
    );
    await expect(canvas.getByRole('combobox', { name: '所在区域' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // The email is also checked for its format.
    await userEvent.type(email, 'zhang');
    await expect(await canvas.findByText('请输入正确的邮箱地址')).toBeVisible();
    await userEvent.type(email, '@pasture.example.com');
    await waitFor(() => expect(canvas.queryByText('请输入正确的邮箱地址')).toBeNull());
  },
};

export const ProfileTooLong: Story = {
  decorators: loggedIn,
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('textbox', { name: '个人简介' });
    await userEvent.clear(profile);
    await userEvent.paste('牧'.repeat(201));
    await expect(profile).toHaveValue('牧'.repeat(201));
    await expect(canvas.getByText('201/200')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('个人简介最多 200 个字符');
    await expect(profile).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(profile, '{Backspace}');
    await expect(canvas.getByText('200/200')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const SaveSuccess: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    const nickname = await canvas.findByRole('textbox', { name: '昵称' });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '牧场老张');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const toast = await page(canvasElement).findByText('信息已保存');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(nickname).toHaveValue('牧场老张');

    // What was saved is the new starting point: Reset goes back to it, not to the old name.
    await userEvent.type(nickname, '二号');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(nickname).toHaveValue('牧场老张');
  },
};

export const SaveError: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.saveError } } },
  play: async ({ canvas, canvasElement }) => {
    const nickname = await canvas.findByRole('textbox', { name: '昵称' });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '牧场老张');
    const profile = canvas.getByRole('textbox', { name: '个人简介' });
    await userEvent.type(profile, '兼管青贮。');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));

    // The API client toasts the server's message; nothing typed is lost.
    const toast = await page(canvasElement).findByText(USER_MOCK_MESSAGES.saveFailed);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(nickname).toHaveValue('牧场老张');
    await expect(profile).toHaveValue(`${admin.introduction ?? ''}兼管青贮。`);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '保存' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(page(canvasElement).queryByText('信息已保存')).toBeNull();
  },
};

export const AreaFollowsCountryAndReset: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    const country = await canvas.findByRole('combobox', { name: '国家/地区' });
    const area = canvas.getByRole('combobox', { name: '所在区域' });
    await userEvent.click(country);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '新西兰' }));
    // The page takes pointer input again once the list has closed.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(country).toHaveTextContent('新西兰');
    // The old area belongs to China: it is cleared, and the list now offers New Zealand's areas.
    await expect(area).toHaveTextContent('请选择所在区域');
    await userEvent.click(area);
    const options = await page(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['怀卡托', '坎特伯雷']);
    await userEvent.click(page(canvasElement).getByRole('option', { name: '坎特伯雷' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(area).toHaveTextContent('坎特伯雷');

    const email = canvas.getByRole('textbox', { name: '邮箱' });
    await userEvent.clear(email);
    await userEvent.type(email, 'muyuan@farm.example.com');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(email).toHaveValue(admin.email);
    await expect(country).toHaveTextContent('中国');
    await expect(area).toHaveTextContent('呼和浩特');
  },
};

export const KeepsInputAcrossTabs: Story = {
  decorators: loggedIn,
  play: async ({ canvas }) => {
    const nickname = await canvas.findByRole('textbox', { name: '昵称' });
    await userEvent.type(nickname, '（牧场经理）');
    await userEvent.click(canvas.getByRole('tab', { name: '实名认证' }));
    await expect(await canvas.findByRole('table', { name: '认证记录' })).toBeVisible();
    await expect(nickname).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '基础信息' }));
    await expect(canvas.getByRole('textbox', { name: '昵称' })).toHaveValue(
      `${admin.name}（牧场经理）`,
    );
  },
};

export const CertificationTab: Story = {
  decorators: loggedIn,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '实名认证' }));
    await expect(canvas.getByRole('tab', { name: '实名认证' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '企业实名认证' }),
    ).toBeVisible();
    await expect(canvas.getByText('呼和浩特草原牧业有限公司')).toBeVisible();
    const records = canvas.getByRole('table', { name: '认证记录' });
    await expect(within(records).getAllByRole('row')).toHaveLength(4);
    await expect(within(records).getAllByText('已通过')).toHaveLength(2);
  },
};

export const CertificationError: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.certificationError } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '实名认证' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('实名认证加载失败');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const CertificationLoading: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.slow } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '实名认证' }));
    await expect(await canvas.findByRole('status', { name: '加载中' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '认证记录' })).toBeNull();
  },
};

export const CertificationEmpty: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.empty } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '实名认证' }));
    await expect(await canvas.findByText('暂无认证信息')).toBeVisible();
  },
};

export const UploadSuccess: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    const input = await canvas.findByLabelText('更换头像');
    await expect(input).toHaveAccessibleDescription('支持上传图片，大小不超过 2 MB');
    await userEvent.upload(input, svgFile());
    const toast = await page(canvasElement).findByText('头像已更新');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(input).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const UploadPending: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.uploadSlow } } },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('更换头像');
    await userEvent.upload(input, svgFile());
    await expect(await canvas.findByText('头像上传中…')).toBeVisible();
    await expect(input).toBeDisabled();
  },
};

export const UploadError: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.uploadError } } },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('更换头像');
    await userEvent.upload(input, svgFile());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('头像上传失败，请重试');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeEnabled();
  },
};

export const UploadRejectsOtherFiles: Story = {
  decorators: loggedIn,
  play: async ({ canvas }) => {
    // The picker's `accept` is only a hint; a file from elsewhere (drag and drop, "all files") is checked too.
    const user = userEvent.setup({ applyAccept: false });
    const input = await canvas.findByLabelText('更换头像');
    await user.upload(input, new File(['herd notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('只能上传图片文件');

    const large = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'barn.png', {
      type: 'image/png',
    });
    await user.upload(input, large);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '图片超过 2 MB，请选择更小的图片',
    );
    await expect(canvas.queryByText('头像上传中…')).toBeNull();
  },
};

export const DarkEnglish: Story = {
  decorators: loggedIn,
  globals: { theme: 'dark', locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue(admin.email);
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveValue(admin.name);
    await expect(canvas.getByRole('combobox', { name: 'Country/region' })).toHaveTextContent(
      'China',
    );
    await expect(canvas.getByRole('combobox', { name: 'Area' })).toHaveTextContent('Hohhot');
    await expect(canvas.getByRole('textbox', { name: 'Profile' })).toHaveAccessibleDescription(
      `${admin.introduction?.length ?? 0} of 200 characters`,
    );
    await expect(canvas.getByRole('tab', { name: 'Basic information' })).toBeVisible();
    await expect(canvas.getByText('Certified')).toBeVisible();

    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your email');
    await expect(canvasElement.querySelector('[data-pasture-root]')).toHaveAttribute(
      'data-mode',
      'dark',
    );
  },
};
