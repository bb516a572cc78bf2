import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { demoAccounts, demoFarms } from '../../mocks/auth/auth.fixtures';
import { authScenarios } from '../../mocks/auth/auth.handlers';
import { authMockMessages } from '../../mocks/auth/auth.fixtures';
import { server } from '../../mocks/node';
import { createPastureRuntime, type PastureRuntime } from '../../runtime/createPastureRuntime';
import { PastureProvider } from '../../runtime/PastureProvider';
import { createSettingsStore, type SettingsStore } from '../../settings/settingsStore';
import { SettingsProvider } from '../../settings/SettingsProvider';
import { Navbar, type NavbarProps } from './Navbar';

const [home, second] = demoFarms;
if (!home || !second) throw new Error('demoFarms must hold at least two farms.');

function account(role: 'admin' | 'user') {
  const found = demoAccounts.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`demoAccounts must hold a ${role} account.`);
  return found;
}

/** Logs a demo account in (debug mode, as the demo console) and renders the bar around that session. */
async function renderNavbar({
  role = 'admin',
  props = {},
}: { role?: 'admin' | 'user'; props?: Partial<NavbarProps> } = {}) {
  const runtime: PastureRuntime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const { mobile, password } = account(role);
  await runtime.session.login({ mobile, password });
  const settings: SettingsStore = createSettingsStore({ storage: null });
  const handlers = {
    onOpenSettings: vi.fn(),
    onLogout: vi.fn<() => Promise<void> | void>(),
    onFarmChanged: vi.fn(),
  };
  render(
    <PastureProvider runtime={runtime}>
      <SettingsProvider store={settings}>
        <Navbar {...handlers} {...props} />
      </SettingsProvider>
    </PastureProvider>,
  );
  return { runtime, settings, ...handlers };
}

async function openFarms() {
  await userEvent.click(screen.getByRole('button', { name: /^Current farm: / }));
  return within(await screen.findByRole('dialog', { name: 'Switch farm' }));
}

async function openAccountMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Account menu of ${name}` }));
  return within(await screen.findByRole('menu', { name: `Account menu of ${name}` }));
}

describe('Navbar', () => {
  it('is a named header with the product title and every control', async () => {
    const { onOpenSettings } = await renderNavbar();
    const header = screen.getByRole('banner', { name: 'Top navigation bar' });
    expect(within(header).getByText('Pasture Console')).toBeInTheDocument();
    expect(
      within(header).getByRole('button', {
        name: `Current farm: ${home.FarmName}, click to switch`,
      }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Change language' })).toBeInTheDocument();
    expect(
      within(header).getByRole('button', { name: 'Switch to dark theme' }),
    ).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Open navigation menu' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Open settings' }));
    expect(onOpenSettings).toHaveBeenCalledOnce();
  });

  it('shows the menu button and the slots it is given', async () => {
    const onOpenMenu = vi.fn();
    await renderNavbar({
      props: {
        onOpenMenu,
        topMenu: <nav aria-label="Top menu" />,
        messageBox: <button type="button">Messages</button>,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(onOpenMenu).toHaveBeenCalledOnce();
    expect(screen.getByRole('navigation', { name: 'Top menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('switches farm: lists the farms with the current one marked, toasts and reports the new farm', async () => {
    const { onFarmChanged, runtime } = await renderNavbar();
    const popover = await openFarms();
    const current = await popover.findByRole('button', { name: new RegExp(home.FarmName) });
    expect(current).toHaveAttribute('aria-current', 'true');
    const target = popover.getByRole('button', { name: new RegExp(second.FarmName) });
    expect(target).not.toHaveAttribute('aria-current');

    await userEvent.click(target);
    expect(await screen.findByText(`Switched to ${second.FarmName}`)).toBeInTheDocument();
    const farm = { farmCode: second.FarmCode, farmId: second.FarmId, farmName: second.FarmName };
    expect(onFarmChanged).toHaveBeenCalledExactlyOnceWith({ farm });
    expect(runtime.session.getState().farm).toEqual(farm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('button', { name: `Current farm: ${second.FarmName}, click to switch` }),
    ).toBeInTheDocument();
  });

  it('shows the switch as pending and blocks other picks until the server answers', async () => {
    server.use(...authScenarios.changeFarmSlow);
    const { onFarmChanged } = await renderNavbar();
    const popover = await openFarms();
    const target = await popover.findByRole('button', { name: new RegExp(second.FarmName) });
    await userEvent.click(target);
    expect(target).toHaveAttribute('aria-busy', 'true');
    expect(popover.getByRole('status')).toHaveTextContent(`Switching to ${second.FarmName}…`);
    for (const other of popover.getAllByRole('button')) {
      if (other !== target) expect(other).toBeDisabled();
    }
    expect(onFarmChanged).not.toHaveBeenCalled();
    expect(
      await screen.findByText(`Switched to ${second.FarmName}`, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(onFarmChanged).toHaveBeenCalledOnce();
  });

  it('keeps the farm list usable when switching fails (the client toasted the server message)', async () => {
    server.use(...authScenarios.changeFarmError);
    const { onFarmChanged, runtime } = await renderNavbar();
    const popover = await openFarms();
    await userEvent.click(
      await popover.findByRole('button', { name: new RegExp(second.FarmName) }),
    );
    expect(await screen.findByText(authMockMessages.changeFarmFailed)).toBeInTheDocument();
    expect(onFarmChanged).not.toHaveBeenCalled();
    expect(runtime.session.getState().farm?.farmId).toBe(home.FarmId);
    expect(screen.getByRole('dialog', { name: 'Switch farm' })).toBeInTheDocument();
    await waitFor(() =>
      expect(popover.getByRole('button', { name: new RegExp(second.FarmName) })).toBeEnabled(),
    );
  });

  it('shows a load error with a retry that loads the list again', async () => {
    server.use(...authScenarios.farmListErrorOnce);
    await renderNavbar();
    const popover = await openFarms();
    expect(await popover.findByText('Failed to load the farm list')).toBeInTheDocument();
    // The farm list is silent: its own error state, no toast.
    expect(screen.queryByText(authMockMessages.farmListFailed)).toBeNull();
    await userEvent.click(popover.getByRole('button', { name: 'Retry' }));
    expect(
      await popover.findByRole('button', { name: new RegExp(second.FarmName) }),
    ).toBeInTheDocument();
    expect(popover.queryByText('Failed to load the farm list')).toBeNull();
  });

  it('loads the list again on every opening', async () => {
    server.use(...authScenarios.farmListError);
    await renderNavbar();
    let popover = await openFarms();
    expect(await popover.findByText('Failed to load the farm list')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    server.resetHandlers();
    popover = await openFarms();
    expect(
      await popover.findByRole('button', { name: new RegExp(second.FarmName) }),
    ).toBeInTheDocument();
  });

  it('says so when there is no farm to switch to', async () => {
    server.use(...authScenarios.farmListEmpty);
    await renderNavbar();
    const popover = await openFarms();
    expect(await popover.findByText('No farms to switch to')).toBeInTheDocument();
  });

  it('switches roles from the avatar menu and toasts the new role', async () => {
    const { runtime } = await renderNavbar();
    const admin = account('admin');
    let menu = await openAccountMenu(admin.name);
    expect(menu.getByText('Role: Admin')).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Switch roles' }));
    expect(runtime.session.getState().role).toBe('user');
    expect(await screen.findByText('Switched to the User role')).toBeInTheDocument();

    menu = await openAccountMenu(admin.name);
    expect(menu.getByText('Role: User')).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Switch roles' }));
    expect(runtime.session.getState().role).toBe('admin');
  });

  it('shows user centre and user settings only when their callbacks are given', async () => {
    const operator = account('user');
    await renderNavbar({ role: 'user' });
    const menu = await openAccountMenu(operator.name);
    expect(menu.getByText('Role: User')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Switch roles',
      'Log out',
    ]);
  });

  it('opens user centre and user settings from the avatar menu', async () => {
    const onOpenUserCenter = vi.fn();
    const onOpenUserSettings = vi.fn();
    const admin = account('admin');
    await renderNavbar({ props: { onOpenUserCenter, onOpenUserSettings } });
    await userEvent.click(
      (await openAccountMenu(admin.name)).getByRole('menuitem', { name: 'User Center' }),
    );
    expect(onOpenUserCenter).toHaveBeenCalledOnce();
    await userEvent.click(
      (await openAccountMenu(admin.name)).getByRole('menuitem', { name: 'User Settings' }),
    );
    expect(onOpenUserSettings).toHaveBeenCalledOnce();
  });

  it('shows the logout as pending until the host has logged out', async () => {
    let finish: () => void = () => undefined;
    const onLogout = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const admin = account('admin');
    await renderNavbar({ props: { onLogout } });
    const menu = await openAccountMenu(admin.name);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    const pending = menu.getByRole('menuitem', { name: 'Logging out…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByRole('menuitem', { name: 'Switch roles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    finish();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('toggles the theme setting light ⇄ dark', async () => {
    const { settings } = await renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(settings.getSnapshot().theme).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(settings.getSnapshot().theme).toBe('light');
  });

  it('switches the interface language from the language menu', async () => {
    const { runtime } = await renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Change language' }));
    const menu = within(await screen.findByRole('menu', { name: 'Change language' }));
    expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    expect(menu.getByRole('menuitemradio', { name: '简体中文' })).not.toBeChecked();
    await userEvent.click(menu.getByRole('menuitemradio', { name: '简体中文' }));
    expect(runtime.i18n.language).toBe('zh-CN');
    expect(await screen.findByRole('banner', { name: '顶部导航栏' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换为暗色主题' })).toBeInTheDocument();
  });
});
