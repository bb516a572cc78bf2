import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from '@pasture/ui/screens/login';
import { authScenarios, DEMO_VERIFICATION_CODE, demoAccounts } from '@pasture/ui/mocks';

const [admin] = demoAccounts;
if (!admin) throw new Error('demoAccounts must hold an admin account.');

const meta = {
  title: 'Screens/Login/Forgot password',
  component: LoginScreen,
  args: { onLoggedIn: fn(), initialView: 'forgotPassword' },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A required field's label also holds the visual asterisk, which screen readers skip. */
const fieldLabel = (text: string) => new RegExp(`^\\*?${text}$`);

async function verify(canvas: Canvas, code = DEMO_VERIFICATION_CODE) {
  await userEvent.type(await canvas.findByRole('textbox', { name: '手机号' }), admin!.mobile);
  await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
  await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), code);
  await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
}

export const VerifyStep: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '找回密码' })).toBeVisible();
    await expect(canvas.getByText('验证手机号').closest('[aria-current="step"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByText('手机号不能为空')).toBeVisible();
    await expect(canvas.getByText('验证码不能为空')).toBeVisible();
  },
};

export const SendCodeNeedsMobile: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByText('手机号不能为空')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '1380000');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByText('请输入正确的手机号码')).toBeVisible();
  },
};

export const CountdownRunning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '手机号' }), admin.mobile);
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    const resend = await canvas.findByRole('button', { name: /秒后重新获取/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveTextContent(/^(60|59) 秒后重新获取$/);
    await waitFor(() => expect(page(canvasElement).getByText('验证码已发送')).toBeVisible());
  },
};

export const SendCodeError: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.sendCodeError } } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '手机号' }), admin.mobile);
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    // The button stays available for another try.
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.verifyCodeError } } },
  play: async ({ canvas }) => {
    await verify(canvas, '000000');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveValue('000000');
    await expect(canvas.queryByLabelText(fieldLabel('新密码'))).toBeNull();
  },
};

export const ResetStep: Story = {
  play: async ({ canvas }) => {
    await verify(canvas);
    await expect(await canvas.findByLabelText(fieldLabel('新密码'))).toBeVisible();
    await expect(canvas.getByText('设置新密码').closest('[aria-current="step"]')).not.toBeNull();
    await expect(canvas.getByText('至少 6 位，不含空格，同时包含大写和小写字母')).toBeVisible();
  },
};

export const PasswordRules: Story = {
  play: async ({ canvas }) => {
    await verify(canvas);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('新密码')), 'abc de');
    await userEvent.type(canvas.getByLabelText(fieldLabel('确认密码')), 'abc de');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '至少 6 位，不含空格，同时包含大写和小写字母',
    );
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvas }) => {
    await verify(canvas);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('新密码')), 'Pasture2026');
    await userEvent.type(canvas.getByLabelText(fieldLabel('确认密码')), 'Pasture2027');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
  },
};

export const ResetError: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.resetPasswordError } } },
  play: async ({ canvas }) => {
    await verify(canvas);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('新密码')), 'Pasture2026');
    await userEvent.type(canvas.getByLabelText(fieldLabel('确认密码')), 'Pasture2026');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText(fieldLabel('新密码'))).toHaveValue('Pasture2026');
  },
};

export const Done: Story = {
  play: async ({ canvas, canvasElement }) => {
    await verify(canvas);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('新密码')), 'Pasture2026');
    await userEvent.type(canvas.getByLabelText(fieldLabel('确认密码')), 'Pasture2026');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('heading', { name: '密码修改成功！' })).toBeVisible();
    await waitFor(() =>
      expect(page(canvasElement).getAllByText('密码修改成功！').length).toBeGreaterThan(1),
    );
    await userEvent.click(canvas.getByRole('button', { name: '返回登录' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '登录 牧场管理控制台' }),
    ).toBeVisible();
  },
};

export const NewPasswordWorks: Story = {
  play: async ({ canvas, args }) => {
    await verify(canvas);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('新密码')), 'Pasture2026');
    await userEvent.type(canvas.getByLabelText(fieldLabel('确认密码')), 'Pasture2026');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await userEvent.click(await canvas.findByRole('button', { name: '返回登录' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '用户名' }), admin.username);
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), admin.mobile);
    await userEvent.type(canvas.getByLabelText(fieldLabel('密码')), 'Pasture2026');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
  },
};

/** The spec's English wording (contract §5, §8). */
export const EnglishTexts: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile' }), admin.mobile);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /^Re-fetch in \d+ s$/ })).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Verification code' }),
      DEMO_VERIFICATION_CODE,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(await canvas.findByLabelText(fieldLabel('New password')), 'Pasture2026');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Confirm password')), 'Pasture2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Entered passwords differ')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(fieldLabel('Confirm password')));
    await userEvent.type(canvas.getByLabelText(fieldLabel('Confirm password')), 'Pasture2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Password modification successful!' }),
    ).toBeVisible();
  },
};
