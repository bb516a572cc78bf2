import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../endpoints';
import { createI18n } from '../../i18n/createI18n';
import { demoAccounts, demoUsers } from '../../mocks/auth/auth.fixtures';
import { server } from '../../mocks/node';
import { debugOk } from '../../mocks/responses';
import { mockRoute } from '../../mocks/route';
import { createPastureRuntime } from '../../runtime/createPastureRuntime';
import { PastureProvider } from '../../runtime/PastureProvider';
import { UnsavedChangesScope } from '../../routing/unsavedChanges';
import { USER_MOCK_MESSAGES, userScenarios } from './user.handlers';
import { UserSettingScreen } from './UserSettingScreen';

async function renderScreen() {
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const admin = demoAccounts.find((account) => account.role === 'admin');
  if (!admin) throw new Error('demoAccounts must hold an admin account.');
  await runtime.session.login({ mobile: admin.mobile, password: admin.password });
  // What the page last reported to its frame (the console's tab bar listens the same way).
  const unsaved = { dirty: false };
  render(
    <PastureProvider runtime={runtime}>
      <UnsavedChangesScope onChange={(dirty) => (unsaved.dirty = dirty)}>
        <UserSettingScreen />
      </UnsavedChangesScope>
    </PastureProvider>,
  );
  return { unsaved };
}

const adminInfo = demoUsers.admin?.userInfo;

describe('UserSettingScreen', () => {
  it('saves the edited basic information and reports unsaved input until then', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockRoute(endpoints.userSaveInfo, async ({ request }) => {
        bodies.push(await request.json());
        return debugOk(null);
      }),
    );
    const { unsaved } = await renderScreen();
    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveValue(adminInfo?.name);
    expect(unsaved.dirty).toBe(false);

    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Old Zhang');
    expect(unsaved.dirty).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your information has been saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        email: adminInfo?.email,
        nickname: 'Old Zhang',
        countryRegion: 'china',
        area: 'hohhot',
        profile: adminInfo?.introduction,
      },
    ]);
    await waitFor(() => expect(unsaved.dirty).toBe(false));
  });

  it('keeps what was typed, and the unsaved mark, when saving fails', async () => {
    server.use(...userScenarios.saveError);
    const { unsaved } = await renderScreen();
    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    await userEvent.type(nickname, ' (manager)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(USER_MOCK_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(nickname).toHaveValue(`${adminInfo?.name ?? ''} (manager)`);
    expect(unsaved.dirty).toBe(true);
    expect(screen.queryByText('Your information has been saved')).not.toBeInTheDocument();
  });

  it('does not call the server while a required field is empty', async () => {
    let calls = 0;
    server.use(
      mockRoute(endpoints.userSaveInfo, () => {
        calls += 1;
        return debugOk(null);
      }),
    );
    await renderScreen();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email');
    expect(calls).toBe(0);
  });
});
