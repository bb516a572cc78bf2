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

  it('shows a failed farm list in the switcher only, with no toast', async () => {
    server.use(...authScenarios.farmListErrorOnce);
    await renderNavbar();
    const popover = await openFarms();
    expect(await popover.findByText('Failed to load the farm list')).toBeInTheDocument();
    // The farm list is silent: its own error state, no toast.
    expect(screen.queryByText(authMockMessages.farmListFailed)).toBeNull();
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
});
