import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../api/endpoints';
import { createI18n } from '../../i18n/createI18n';
import { demoAccounts, demoUsers } from '../../mocks/auth/auth.fixtures';
import { server } from '../../mocks/node';
import { debugOk } from '../../mocks/responses';
import { mockRoute } from '../../mocks/route';
import { createPastureRuntime } from '../../runtime/createPastureRuntime';
import { PastureProvider } from '../../runtime/PastureProvider';
import { TabScope, TabsProvider } from '../../shell/TabBar/TabsProvider';
import { createTabsStore } from '../../shell/TabBar/tabsStore';
import { USER_MOCK_MESSAGES, userScenarios } from './user.handlers';
import { UserSettingScreen } from './UserSettingScreen';

const TAB = 'userSetting';

async function renderScreen() {
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const admin = demoAccounts.find((account) => account.role === 'admin');
  if (!admin) throw new Error('demoAccounts must hold an admin account.');
  await runtime.session.login({ mobile: admin.mobile, password: admin.password });
  const tabs = createTabsStore({
    defaultTab: { name: 'workplace', title: 'menu.dashboard.workplace', fullPath: '/', query: {} },
    storage: null,
  });
  tabs.open({ name: TAB, title: 'menu.user.setting', fullPath: '/user/setting', query: {} });
  render(
    <PastureProvider runtime={runtime}>
      <TabsProvider store={tabs}>
        <TabScope name={TAB}>
          <UserSettingScreen />
        </TabScope>
      </TabsProvider>
    </PastureProvider>,
  );
  return { tabs };
}

const adminInfo = demoUsers.admin?.userInfo;

describe('UserSettingScreen', () => {
  it('saves the edited basic information and marks the tab unsaved until then', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockRoute(endpoints.userSaveInfo, async ({ request }) => {
        bodies.push(await request.json());
        return debugOk(null);
      }),
    );
    const { tabs } = await renderScreen();
    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveValue(adminInfo?.name);
    expect(tabs.isDirty(TAB)).toBe(false);

    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Old Zhang');
    expect(tabs.isDirty(TAB)).toBe(true);
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
    await waitFor(() => expect(tabs.isDirty(TAB)).toBe(false));
  });

  it('keeps what was typed, and the unsaved mark, when saving fails', async () => {
    server.use(...userScenarios.saveError);
    const { tabs } = await renderScreen();
    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    await userEvent.type(nickname, ' (manager)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(USER_MOCK_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(nickname).toHaveValue(`${adminInfo?.name ?? ''} (manager)`);
    expect(tabs.isDirty(TAB)).toBe(true);
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
