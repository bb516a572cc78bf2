import type { Meta, StoryObj } from '@storybook/react-vite';
import md5 from 'md5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ckClientVariant, type ClientVariant } from '@pasture/ui';
import { LoginScreen } from '@pasture/ui/screens/login';
import { ClientVariantProvider } from '@pasture/ui/internal';
import { authScenarios, demoAccounts } from '@pasture/ui/mocks';
import { authMockMessages } from '@pasture/ui/internal/mocks';
import { storyLocale, text, textIn, textPattern, serverText } from '../../support/texts';

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
  await userEvent.type(canvas.getByRole('textbox', { name: text('login.username') }), username);
  await userEvent.type(canvas.getByRole('textbox', { name: text('login.mobile') }), mobile);
  await userEvent.type(canvas.getByLabelText(fieldLabel(text('login.password'))), password);
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A required field's label also holds the visual asterisk, which screen readers skip. */
const fieldLabel = (text: string) => new RegExp(`^\\*?${text}$`);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: text('login.title', { product: text('login.footer') }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text('login.username') })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: text('login.mobile') })).toHaveValue('');
    await expect(canvas.getByLabelText(fieldLabel(text('login.password')))).toHaveAttribute(
      'type',
      'password',
    );
    await expect(
      canvas.getByRole('checkbox', { name: text('login.rememberPassword') }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: text('login.forgotPassword') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('login.submit') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text('login.register') })).toBeVisible();
  },
};

/**
 * The language before login: the navbar's switch in the page's corner. Its menu loads when it is first pressed and
 * opens at once; the page follows the language picked, and the switch is there to pick it back.
 */
export const LanguageSwitch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const from = storyLocale();
    const to = from === 'zh-CN' ? 'en-US' : 'zh-CN';
    await userEvent.click(canvas.getByRole('button', { name: text('components.languageSwitch') }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: text('components.languageSwitch'),
    });
    await expect(
      within(menu).getByRole('menuitemradio', { name: textIn(from, `common.languages.${from}`) }),
    ).toBeChecked();
    await userEvent.click(
      within(menu).getByRole('menuitemradio', { name: textIn(to, `common.languages.${to}`) }),
    );
    await expect(
      await canvas.findByRole('button', { name: textIn(to, 'login.submit') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: textIn(to, 'login.mobile') })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: textIn(to, 'components.languageSwitch') });
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // Picked with the pointer: no tooltip left over the form.
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull();
    // And back, so the story ends in the language it started in.
    await userEvent.click(trigger);
    const again = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: textIn(to, 'components.languageSwitch'),
    });
    await userEvent.click(
      within(again).getByRole('menuitemradio', { name: textIn(from, `common.languages.${from}`) }),
    );
    await expect(
      await canvas.findByRole('button', { name: textIn(from, 'login.submit') }),
    ).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(await canvas.findByText(text('login.errors.usernameRequired'))).toBeVisible();
    await expect(canvas.getByText(text('login.errors.mobileRequired'))).toBeVisible();
    await expect(canvas.getByText(text('login.errors.passwordRequired'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text('login.username') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.type(canvas.getByRole('textbox', { name: text('login.mobile') }), '12345');
    await expect(await canvas.findByText(text('login.errors.mobileInvalid'))).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(serverText(authMockMessages.wrongAccountOrPassword));
    // The same server message also arrives as a toast (contract §8).
    await waitFor(() =>
      expect(
        page(canvasElement).getAllByText(serverText(authMockMessages.wrongAccountOrPassword)),
      ).toHaveLength(2),
    );
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: text('login.username') })).toHaveValue(
      admin.username,
    );
    await expect(canvas.getByRole('textbox', { name: text('login.mobile') })).toHaveValue(
      admin.mobile,
    );
    await expect(canvas.getByLabelText(fieldLabel(text('login.password')))).toHaveValue('Wrong999');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const LogsInAsAdmin: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
    await waitFor(() => expect(page(canvasElement).getByText(text('login.welcome'))).toBeVisible());
    await expect(localStorage.getItem('token')).toBeTruthy();
  },
};

/**
 * A mobile number pasted with the country code, spaces and dashes lands tidied and whole (a `maxLength` of 11 once
 * cut `+8613800000001` to `+8613800000` and the login was refused), and logs in.
 */
export const PastedMobile: Story = {
  tags: ['visual-en'],
  play: async ({ canvas, args }) => {
    const mobile = canvas.getByRole('textbox', { name: text('login.mobile') });
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('login.username') }),
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
    await userEvent.type(canvas.getByLabelText(fieldLabel(text('login.password'))), admin.password);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
  },
};

export const LogsInAsUser: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, operator);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'user' }));
  },
};

export const RealServerLogin: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { pasture: { debug: false } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, operator);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    // contract §3: on the real server the role is always admin after loading.
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
    await expect(localStorage.getItem('farmName')).toBeTruthy();
  },
};

export const RealServerBusinessError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: {
    pasture: { debug: false },
    msw: { handlers: { auth: authScenarios.loginBusinessError } },
  },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).not.toHaveTextContent(text('login.errors.loginFailed'));
    await expect(alert.textContent?.trim()).not.toBe('');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.serverError } } },
  play: async ({ canvas, canvasElement, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('login.errors.loginFailed'),
    );
    await waitFor(() =>
      expect(page(canvasElement).getByText(text('api.requestError'))).toBeVisible(),
    );
    await expect(canvas.getByRole('textbox', { name: text('login.mobile') })).toHaveValue(
      admin.mobile,
    );
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const NetworkError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.networkError } } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('login.errors.loginFailed'),
    );
    await expect(canvas.getByLabelText(fieldLabel(text('login.password')))).toHaveValue(
      admin.password,
    );
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

/**
 * The login call answers HTTP 401. There is no session to end on the login page, so 'Confirm logout' does not open
 * (product contract §10.3): the form says the login failed, keeps what was typed and stays logged out.
 */
export const Unauthorized: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.unauthorized } } },
  play: async ({ canvas, canvasElement, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(await canvas.findByText(text('login.errors.loginFailed'))).toBeVisible();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text('login.mobile') })).toHaveValue(
      admin.mobile,
    );
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const SlowLogin: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.slow } } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: textPattern('login.submit') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    // Busy, not disabled: it takes no second submit, and the keyboard user keeps their place on it.
    const submit = canvas.getByRole('button', { name: textPattern('login.submit') });
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
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.userInfoFailure } } },
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    // contract §4: a failed user-info fetch clears the token.
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const RememberPassword: Story = {
  play: async ({ canvas, args }) => {
    await fillLogin(canvas, admin);
    await userEvent.click(canvas.getByRole('checkbox', { name: text('login.rememberPassword') }));
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
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
    await expect(canvas.getByRole('textbox', { name: text('login.username') })).toHaveValue(
      admin.username,
    );
    await expect(canvas.getByRole('textbox', { name: text('login.mobile') })).toHaveValue(
      admin.mobile,
    );
    await expect(
      canvas.getByRole('checkbox', { name: text('login.rememberPassword') }),
    ).toBeChecked();
    await expect(canvas.getByText(text('login.rememberedPassword'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
  },
};

export const RememberedPasswordReplaced: Story = {
  tags: ['edge-case', '!autodocs'],
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
    const password = canvas.getByLabelText(fieldLabel(text('login.password')));
    await userEvent.click(password);
    await userEvent.keyboard('Wrong999');
    await expect(password).toHaveValue('Wrong999');
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      serverText(authMockMessages.wrongAccountOrPassword),
    );
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const RegisterAccount: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('login.register') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: text('login.registerTitle'),
    });
    await waitFor(() =>
      expect(within(dialog).getByText(text('login.registerContent'))).toBeVisible(),
    );
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
      canvas.getByRole('heading', {
        level: 1,
        name: text('login.title', { product: text('login.footer') }),
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'QT logo' }).length).toBeGreaterThan(0);
  },
};

/** The spec's English wording (contract §2, §5, §8). */
export const EnglishTexts: Story = {
  tags: ['edge-case', '!autodocs'],
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Log in to Pasture Console' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Remember password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register account' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Please enter the correct phone number')).toBeVisible();
    await expect(canvas.getByText('Username cannot be empty')).toBeVisible();
    await expect(canvas.getByText('Password cannot be empty')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), admin.username);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Mobile' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), admin.mobile);
    await userEvent.type(canvas.getByLabelText(fieldLabel('Password')), admin.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
    await waitFor(() => expect(page(canvasElement).getByText('Welcome')).toBeVisible());
  },
};
