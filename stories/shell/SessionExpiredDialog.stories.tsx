import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, isApiError, useApiClient, useLocale, type Locale } from '@pasture/ui';
import { getFarmList, getMessageList, getServerMenu } from '@pasture/ui/internal';
import { authScenarios, demoAccounts, messageScenarios } from '@pasture/ui/mocks';
import { authHandlers, authMockMessages } from '@pasture/ui/internal/mocks';
import { serverText, storyLocale, text } from '../support/texts';
import { usage } from '../support/usage';

const [admin] = demoAccounts;
if (!admin) throw new Error('demoAccounts must hold an admin account.');

/** The harness's own labels (it is no part of the library), in the story's language like every text on its canvas. */
const harnessLabels = {
  'zh-CN': {
    draft: '草稿备注',
    loadFarms: '加载牧场',
    loadFarmsThrice: '连续加载三次牧场',
    loadMessages: '加载消息',
    loadMenu: '加载菜单',
    outcome: '调用结果',
  },
  'en-US': {
    draft: 'Draft note',
    loadFarms: 'Load farms',
    loadFarmsThrice: 'Load farms three times',
    loadMessages: 'Load messages',
    loadMenu: 'Load menu',
    outcome: 'Outcome',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The harness's labels in the play's language. */
const say = () => harnessLabels[storyLocale()];

/**
 * A page whose calls fail with an ended session. The dialog itself is mounted once by PastureProvider (as in the
 * console); this harness only makes the calls and shows what each one ended with.
 */
function SessionHarness() {
  const client = useApiClient();
  const label = harnessLabels[useLocale().locale];
  const [outcome, setOutcome] = useState('');
  const [draft, setDraft] = useState('');
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setOutcome('ok');
    } catch (error) {
      setOutcome(isApiError(error) ? error.kind : 'failed');
    }
  };
  return (
    <div style={{ padding: 24, display: 'grid', gap: 12, maxWidth: 360 }}>
      <label>
        {label.draft}
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <Button onClick={() => void run(() => getFarmList(client))}>{label.loadFarms}</Button>
      <Button
        onClick={() =>
          void run(() =>
            Promise.all([getFarmList(client), getFarmList(client), getFarmList(client)]),
          )
        }
      >
        {label.loadFarmsThrice}
      </Button>
      <Button onClick={() => void run(() => getMessageList(client))}>{label.loadMessages}</Button>
      <Button onClick={() => void run(() => getServerMenu(client))}>{label.loadMenu}</Button>
      <output aria-label={label.outcome}>{outcome}</output>
    </div>
  );
}

const meta = {
  title: 'Shell/Session expired dialog',
  component: SessionHarness,
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Asking to log in again when the session expired, keeping the page.',
          do: ['Keep typed input; retry the failed call after login.'],
          dont: ['Log out silently.'],
          content: "The spec's wording.",
        }),
      },
    },
    msw: { handlers: { auth: authScenarios.unauthorized } },
  },
  beforeEach() {
    localStorage.setItem('token', 'expired-token');
  },
} satisfies Meta<typeof SessionHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Http401: Story = {
  // Its English picture too: the dialog's title and buttons are longer in English.
  tags: ['visual-en'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: say().loadFarms }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: text('api.session.title401') }),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByText(text('api.session.content'))).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: text('api.session.relogin') }),
    ).toBeVisible();
  },
};

export const OneDialogForManyFailures: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: say().loadFarmsThrice }));
    await page(canvasElement).findByRole('alertdialog');
    await expect(page(canvasElement).getAllByRole('alertdialog')).toHaveLength(1);
  },
};

export const CancelStaysOnPage: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: say().draft }), 'Feed 40 kg at 6:00');
    await userEvent.click(canvas.getByRole('button', { name: say().loadFarms }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text('components.cancel') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: say().outcome })).toHaveTextContent('session');
    await expect(canvas.getByRole('textbox', { name: say().draft })).toHaveValue(
      'Feed 40 kg at 6:00',
    );
    await expect(localStorage.getItem('token')).toBe('expired-token');
  },
};

/** Beyond the spec: Re-Login logs in over the page; the failed call is retried and the typed draft stays. */
export const ReloginInPlace: Story = {
  // Plays in zh-CN only: its login stays in the page, and a second run in en-US finds the relogin form prefilled.
  tags: ['edge-case', '!autodocs', 'play-once'],
  parameters: { msw: { handlers: { auth: authHandlers } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: say().draft }), 'Feed 40 kg at 6:00');
    await userEvent.click(canvas.getByRole('button', { name: say().loadFarms }));
    const confirm = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(
      within(confirm).getByRole('button', { name: text('api.session.relogin') }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: text('api.session.reloginTitle'),
    });
    // The form starts with the account's mobile when the user's profile has arrived before it opened, empty if not:
    // replace whatever is there (typing after a prefilled number made 22 digits, red on a busy machine).
    const mobile = await within(dialog).findByRole('textbox', { name: text('login.mobile') });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, admin.mobile);
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(`^\\*?${text('login.password')}$`)),
      'Wrong999',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('api.session.reloginSubmit') }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      serverText(authMockMessages.wrongAccountOrPassword),
    );
    await userEvent.clear(
      within(dialog).getByLabelText(new RegExp(`^\\*?${text('login.password')}$`)),
    );
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(`^\\*?${text('login.password')}$`)),
      admin.password,
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('api.session.reloginSubmit') }),
    );
    // The failed call was retried with the new token and succeeded; nothing typed was lost.
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: say().outcome })).toHaveTextContent('ok'),
    );
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: say().draft })).toHaveValue(
      'Feed 40 kg at 6:00',
    );
    await expect(localStorage.getItem('token')).not.toBe('expired-token');
  },
};

/** A debug call answers the logout code 50014: the same dialog, titled 'Confirm logout'. */
export const LogoutCode: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { messageBox: messageScenarios.tokenExpired } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: say().loadMessages }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: text('api.session.titleLogout') }),
      ).toBeVisible(),
    );
  },
};

/**
 * The menu call goes through the unauthenticated client, so its logout code carries no session to end: the call
 * fails like any refused call and no dialog opens (product contract §10.3).
 */
export const MenuLogoutCode: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { auth: authScenarios.menuTokenExpired } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: say().loadMenu }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: say().outcome })).toHaveTextContent('business'),
    );
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};
