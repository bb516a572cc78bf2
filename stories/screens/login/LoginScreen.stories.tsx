import type { Meta, StoryObj } from '@storybook/react-vite';
import md5 from 'md5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ckClientVariant, type ClientVariant } from '@pasture/ui';
import { LoginScreen } from '@pasture/ui/screens/login';
import { ClientVariantProvider } from '@pasture/ui/internal';
import { authScenarios, demoAccounts } from '@pasture/ui/mocks';

const [admin, operator] = demoAccounts;
if (!admin || !operator) throw new Error('demoAccounts must hold an admin and a user account.');

const meta = {
  title: 'Screens/Login/Login',
  component: LoginScreen,
  args: { onLoggedIn: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillLogin(
  canvas: Canvas,
  { username, mobile, password }: { username: string; mobile: string; password: string },
) {
  await userEvent.type(canvas.getByRole('textbox', { name: '用户名' }), username);
  await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), mobile);
  await userEvent.type(canvas.getByLabelText(fieldLabel('密码')), password);
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A required field's label also holds the visual asterisk, which screen readers skip. */
const fieldLabel = (text: string) => new RegExp(`^\\*?${text}$`);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '登录 牧场管理控制台' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue('');
    await expect(canvas.getByLabelText(fieldLabel('密码'))).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: '记住密码' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: '忘记密码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '注册账号' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('用户名不能为空')).toBeVisible();
    await expect(canvas.getByText('手机号不能为空')).toBeVisible();
    await expect(canvas.getByText('密码不能为空')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '12345');
    await expect(await canvas.findByText('请输入正确的手机号码')).toBeVisible();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillLogin(canvas, {
      username: admin.username,
      mobile: admin.mobile,
      password: 'Wrong999',
    });
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('wrong account or password');
    // The same server message also arrives as a toast (contract §8).
    await waitFor(() =>
      expect(page(canvasElement).getAllByText('wrong account or password')).toHaveLength(2),
    );
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue(admin.username);
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue(admin.mobile);
    await expect(canvas.getByLabelText(fieldLabel('密码'))).toHaveValue('Wrong999');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const LogsInAsAdmin: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
    await waitFor(() => expect(page(canvasElement).getByText('欢迎使用')).toBeVisible());
    await expect(localStorage.getItem('token')).toBeTruthy();
  },
};

/**
 * A mobile number pasted with the country code, spaces and dashes lands tidied and whole (a `maxLength` of 11 once
 * cut `+8613800000001` to `+8613800000` and the login was refused), and logs in.
 */
export const PastedMobile: Story = {
  play: async ({ canvas, args, globals }) => {
    const english = globals.locale === 'en-US';
    const mobile = canvas.getByRole('textbox', { name: english ? 'Mobile' : '手机号' });
    await userEvent.type(
      canvas.getByRole('textbox', { name: english ? 'Username' : '用户名' }),
      admin.username,
    );
    await userEvent.click(mobile);
    await userEvent.paste(
      `+86 ${admin.mobile.slice(0, 3)}-${admin.mobile.slice(3, 7)}-${admin.mobile.slice(7)}`,
    );
    await expect(mobile).toHaveValue(admin.mobile);
    await userEvent.clear(mobile);
    await userEvent.paste(`+86${admin.mobile}`);
    await expect(mobile).toHaveValue(admin.mobile);
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(english ? 'Password' : '密码')),
      admin.password,
    );
    await userEvent.click(canvas.getByRole('button', { name: english ? 'login' : '登录' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
  },
};

/** The same in English. */
export const PastedMobileEnglish: Story = { ...PastedMobile, globals: { locale: 'en-US' } };

export const LogsInAsUser: Story = {
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, operator);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'user' }));
  },
};

export const RealServerLogin: Story = {
  parameters: { pasture: { debug: false } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, operator);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    // contract §3: on the real server the role is always admin after loading.
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
    await expect(localStorage.getItem('farmName')).toBeTruthy();
  },
};

export const RealServerBusinessError: Story = {
  parameters: {
    pasture: { debug: false },
    msw: { handlers: { auth: authScenarios.loginBusinessError } },
  },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).not.toHaveTextContent('登录出错');
    await expect(alert.textContent?.trim()).not.toBe('');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.serverError } } },
  play: async ({ canvas, canvasElement, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('登录出错，请刷新重试');
    await waitFor(() => expect(page(canvasElement).getByText('请求出错')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue(admin.mobile);
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.networkError } } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('登录出错，请刷新重试');
    await expect(canvas.getByLabelText(fieldLabel('密码'))).toHaveValue(admin.password);
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

/**
 * The login call answers HTTP 401. There is no session to end on the login page, so 'Confirm logout' does not open
 * (product contract §10.3): the form says the login failed, keeps what was typed and stays logged out.
 */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.unauthorized } } },
  play: async ({ canvas, canvasElement, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('登录出错，请刷新重试')).toBeVisible();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue(admin.mobile);
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const SlowLogin: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.slow } } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /登录/ })).toHaveAttribute('aria-busy', 'true'),
    );
    // Busy, not disabled: it takes no second submit, and the keyboard user keeps their place on it.
    const submit = canvas.getByRole('button', { name: /登录/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }), {
      timeout: 8000,
    });
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
  },
};

export const UserInfoFailure: Story = {
  parameters: { msw: { handlers: { auth: authScenarios.userInfoFailure } } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    // contract §4: a failed user-info fetch clears the token.
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const RememberPassword: Story = {
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('checkbox', { name: '记住密码' }));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalled());
    const saved = localStorage.getItem('pasture.rememberedLogin') ?? '';
    await expect(saved).toContain(admin.mobile);
    await expect(saved).toContain(md5(admin.password));
    await expect(saved).not.toContain(admin.password);
  },
};

export const RememberedPassword: Story = {
  beforeEach() {
    localStorage.setItem(
      'pasture.rememberedLogin',
      JSON.stringify({
        username: admin.username,
        mobile: admin.mobile,
        passwordDigest: md5(admin.password),
      }),
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue(admin.username);
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue(admin.mobile);
    await expect(canvas.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
    await expect(canvas.getByText('已记住的密码，输入即可替换')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
  },
};

export const RememberedPasswordReplaced: Story = {
  beforeEach() {
    localStorage.setItem(
      'pasture.rememberedLogin',
      JSON.stringify({
        username: admin.username,
        mobile: admin.mobile,
        passwordDigest: md5(admin.password),
      }),
    );
  },
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(fieldLabel('密码'));
    await userEvent.click(password);
    await userEvent.keyboard('Wrong999');
    await expect(password).toHaveValue('Wrong999');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('wrong account or password');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const RegisterAccount: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '注册账号' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: '注册账号' });
    await waitFor(() => expect(within(dialog).getByText(/牧场管理员/)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Another client type plugs in its own title and logo through the client-variant registry. */
const otherVariant: ClientVariant = {
  ...ckClientVariant,
  clientType: 'QT',
  clientTypeId: 2,
  clientId: 2,
  titleKey: 'common.appName',
  Logo: ({ size = 32 }) => (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="QT logo">
      <circle cx="24" cy="24" r="22" fill="#0E42D2" />
    </svg>
  ),
};

export const OtherClientVariant: Story = {
  decorators: [
    (Story) => (
      <ClientVariantProvider variant={otherVariant}>
        <Story />
      </ClientVariantProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '登录 牧场管理控制台' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'QT logo' }).length).toBeGreaterThan(0);
  },
};

/** The spec's English wording (contract §2, §5, §8). */
export const EnglishTexts: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Login to Pasture Console' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Remember password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'register account' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'login' }));
    await expect(await canvas.findByText('Please enter the correct phone number')).toBeVisible();
    await expect(canvas.getByText('Username cannot be empty')).toBeVisible();
    await expect(canvas.getByText('Password cannot be empty')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), admin.username);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Mobile' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), admin.mobile);
    await userEvent.type(canvas.getByLabelText(fieldLabel('Password')), admin.password);
    await userEvent.click(canvas.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
    await waitFor(() => expect(page(canvasElement).getByText('welcome to use')).toBeVisible());
  },
};
