import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from '@pasture/ui/screens/login';
import { authScenarios, DEMO_VERIFICATION_CODE, demoAccounts } from '@pasture/ui/mocks';
import { text } from '../../support/texts';

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
  await userEvent.type(
    await canvas.findByRole('textbox', { name: text('login.mobile') }),
    admin!.mobile,
  );
  await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.sendCode') }));
  await userEvent.type(canvas.getByRole('textbox', { name: text('forgotPassword.code') }), code);
  await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.next') }));
}

export const VerifyStep: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('forgotPassword.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(text('forgotPassword.steps.verify')).closest('[aria-current="step"]'),
    ).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.next') }));
    await expect(await canvas.findByText(text('login.errors.mobileRequired'))).toBeVisible();
    await expect(canvas.getByText(text('forgotPassword.errors.codeRequired'))).toBeVisible();
  },
};

export const SendCodeNeedsMobile: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text('forgotPassword.sendCode') }),
    );
    await expect(await canvas.findByText(text('login.errors.mobileRequired'))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: text('login.mobile') }), '1380000');
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.sendCode') }));
    await expect(await canvas.findByText(text('login.errors.mobileInvalid'))).toBeVisible();
  },
};

export const CountdownRunning: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text('login.mobile') }),
      admin.mobile,
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.sendCode') }));
    const resend = await canvas.findByRole('button', {
      name: (name) =>
        Array.from({ length: 61 }, (_, seconds) => seconds).some(
          (seconds) => name === text('forgotPassword.resendIn', { seconds }),
        ),
    });
    await expect(resend).toBeDisabled();
    await expect([60, 59].map((seconds) => text('forgotPassword.resendIn', { seconds }))).toContain(
      resend.textContent,
    );
    await waitFor(() =>
      expect(page(canvasElement).getByText(text('forgotPassword.codeSent'))).toBeVisible(),
    );
  },
};

export const SendCodeError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.sendCodeError } } },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text('login.mobile') }),
      admin.mobile,
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.sendCode') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    // The button stays available for another try.
    await expect(
      canvas.getByRole('button', { name: text('forgotPassword.sendCode') }),
    ).toBeEnabled();
  },
};

export const WrongCode: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.verifyCodeError } } },
  play: async ({ canvas }) => {
    await verify(canvas, '000000');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text('forgotPassword.code') })).toHaveValue(
      '000000',
    );
    await expect(canvas.queryByLabelText(fieldLabel(text('forgotPassword.password')))).toBeNull();
  },
};

export const ResetStep: Story = {
  play: async ({ canvas }) => {
    await verify(canvas);
    await expect(
      await canvas.findByLabelText(fieldLabel(text('forgotPassword.password'))),
    ).toBeVisible();
    // The current step is 'New password' (in English the field is named the same).
    await expect(
      canvas
        .getAllByText(text('forgotPassword.steps.reset'))
        .some((element) => element.closest('[aria-current="step"]')),
    ).toBe(true);
    await expect(canvas.getByText(text('forgotPassword.passwordHint'))).toBeVisible();
  },
};

export const PasswordRules: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    await verify(canvas);
    await userEvent.type(
      await canvas.findByLabelText(fieldLabel(text('forgotPassword.password'))),
      'abc de',
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(text('forgotPassword.confirmPassword'))),
      'abc de',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('forgotPassword.passwordHint'),
    );
  },
};

export const PasswordsDiffer: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    await verify(canvas);
    await userEvent.type(
      await canvas.findByLabelText(fieldLabel(text('forgotPassword.password'))),
      'Pasture2026',
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(text('forgotPassword.confirmPassword'))),
      'Pasture2027',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.submit') }));
    await expect(
      await canvas.findByText(text('forgotPassword.errors.passwordsDiffer')),
    ).toBeVisible();
  },
};

export const ResetError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.resetPasswordError } } },
  play: async ({ canvas }) => {
    await verify(canvas);
    await userEvent.type(
      await canvas.findByLabelText(fieldLabel(text('forgotPassword.password'))),
      'Pasture2026',
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(text('forgotPassword.confirmPassword'))),
      'Pasture2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.submit') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText(fieldLabel(text('forgotPassword.password')))).toHaveValue(
      'Pasture2026',
    );
  },
};

export const Done: Story = {
  play: async ({ canvas, canvasElement }) => {
    await verify(canvas);
    await userEvent.type(
      await canvas.findByLabelText(fieldLabel(text('forgotPassword.password'))),
      'Pasture2026',
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(text('forgotPassword.confirmPassword'))),
      'Pasture2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.submit') }));
    await expect(
      await canvas.findByRole('heading', { name: text('forgotPassword.success') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        page(canvasElement).getAllByText(text('forgotPassword.success')).length,
      ).toBeGreaterThan(1),
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.backToLogin') }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: text('login.title', { product: text('login.footer') }),
      }),
    ).toBeVisible();
  },
};

export const NewPasswordWorks: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, args }) => {
    await verify(canvas);
    await userEvent.type(
      await canvas.findByLabelText(fieldLabel(text('forgotPassword.password'))),
      'Pasture2026',
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(text('forgotPassword.confirmPassword'))),
      'Pasture2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('forgotPassword.submit') }));
    await userEvent.click(
      await canvas.findByRole('button', { name: text('forgotPassword.backToLogin') }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('login.username') }),
      admin.username,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: text('login.mobile') }), admin.mobile);
    await userEvent.type(canvas.getByLabelText(fieldLabel(text('login.password'))), 'Pasture2026');
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith({ role: 'admin' }));
  },
};

/** The spec's English wording (contract §5, §8). */
export const EnglishTexts: Story = {
  tags: ['edge-case', '!autodocs'],
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
