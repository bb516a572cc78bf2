// Helpers the features' fault drivers share (`<feature>.faults.tsx`): finding and pressing what a user presses,
// filling forms, the demo accounts, the route screens and the whole console on the harness's runtime.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import type { DataRouter } from 'react-router';
import { screensByRouteName } from '../../../packages/ui/src/features';
import { demoAccounts } from '../../../packages/ui/src/mocks/auth/auth.fixtures';
import type { PastureRuntime } from '../../../packages/ui/src/runtime/createPastureRuntime';
import {
  createSettingsStore,
  type SettingsStore,
} from '../../../packages/ui/src/settings/settingsStore';
import type { DriverContext, HostedComponent } from './faults';

/** The registered screen of a route, as the console loads it. */
export function routeScreen(route: string): () => Promise<ComponentType> {
  return async () => {
    const load = screensByRouteName().get(route);
    if (!load) throw new Error(`No registered screen for the route "${route}".`);
    return load();
  };
}

/** Clicks the first enabled match. Synchronous lookups only: it may run on a fake clock, where `findBy` never ends. */
export async function clickFirst(
  { screen, user }: DriverContext,
  role: 'button' | 'switch',
  name: RegExp,
) {
  const target = screen
    .queryAllByRole(role, { name })
    .find((element) => !element.hasAttribute('disabled'));
  if (!target) throw new Error(`No enabled ${role} named ${String(name)}.`);
  await user.click(target);
}

/** Submits a form with its button (a plain click event: React Hook Form's submit runs on promises only). */
export async function submitWith({ screen }: DriverContext, name: RegExp) {
  const target = screen
    .getAllByRole('button', { name })
    .find((element) => !element.hasAttribute('disabled'));
  if (!target) throw new Error(`No enabled button named ${String(name)}.`);
  fireEvent.click(target);
}

/** Opens the confirmation of the first card action named so (on the real clock: the dialog loads on first use). */
export async function confirmFirst(context: DriverContext, action: RegExp, title: string) {
  await present('button', action)(context);
  await clickFirst(context, 'button', action);
  await context.screen.findByRole('alertdialog', { name: title }, { timeout: 5_000 });
}

/** Confirms in the open dialog. */
export async function confirmIn({ screen }: DriverContext, title: string, button: string) {
  const dialog = screen.getByRole('alertdialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** Closes the dialog if the failure left it open. */
export async function dismiss({ screen, user }: DriverContext, title: string, button: string) {
  const dialog = screen.queryByRole('alertdialog', { name: title });
  if (dialog) await user.click(within(dialog).getByRole('button', { name: button }));
}

/** Waits (on the real clock) until what `send` will click is there and enabled (a change before it has settled). */
export function present(role: 'button' | 'switch', name: RegExp) {
  return async ({ screen }: DriverContext) => {
    await waitFor(
      () => {
        const enabled = screen
          .queryAllByRole(role, { name })
          .some((element) => !element.hasAttribute('disabled'));
        if (!enabled) throw new Error(`No enabled ${role} named ${String(name)} yet.`);
      },
      { timeout: 5_000 },
    );
  };
}

/** Types `text` into the text box so named, replacing what it held. */
export async function retype({ screen, user }: DriverContext, name: string, text: string) {
  const box = await screen.findByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, text);
}

/** The mocks' demo account of a role. */
export function demoAccount(role: 'admin' | 'user') {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`The auth fixtures need a demo account of the role ${role}.`);
  return account;
}

/** Matches a label's text with or without the required mark in front ('*Password'). */
export function labelled(label: string) {
  return (content: string) => content.replace(/^\*\s*/, '').trim() === label;
}

/**
 * Types `text` into the field so labelled unless it already holds it: a failed call keeps what was typed (the cell
 * checks that), so the next cell only sends again, as a user would.
 */
export async function fill({ screen, user }: DriverContext, label: string, text: string) {
  const box = (await screen.findByLabelText(
    labelled(label),
    { selector: 'input, textarea' },
    { timeout: 5_000 },
  )) as HTMLInputElement;
  if (box.value === text) return;
  await user.clear(box);
  await user.type(box, text);
}

/** The session ended locally: no token, anonymous. */
export const loggedOut = {
  what: 'the session to stay ended (no token, anonymous)',
  test: ({ runtime }: DriverContext) =>
    runtime.tokenStore.get() === null && runtime.session.getState().status === 'anonymous',
};

/** Logged out locally and on the login page. */
export const loggedOutOnLogin = {
  what: 'the user logged out locally and shown the login page',
  test: (context: DriverContext) =>
    loggedOut.test(context) &&
    context.screen.queryByText('Log in', { selector: 'button, button *' }) !== null,
};

/** The whole console (its providers, router, guard and layout) on the runtime of the harness, at `start`. */
export interface ConsoleHandle {
  router: DataRouter | null;
  settings: SettingsStore | null;
}

export function wholeConsole(
  start: string,
  handle: ConsoleHandle,
  { menuFromServer }: { menuFromServer: boolean },
): () => Promise<HostedComponent> {
  return async () => {
    const [
      { createMemoryRouter, RouterProvider },
      { createConsoleRoutes },
      { createServerMenuPaths, serverMenuRuntime },
      { ConsoleProviders },
      { ConsoleRoutingProvider },
    ] = await Promise.all([
      import('react-router'),
      import('../../../packages/console/src/router/consoleRoutes'),
      import('../../../packages/console/src/router/serverMenu'),
      import('../../../packages/console/src/ConsoleProviders'),
      import('../../../packages/console/src/router/ConsoleRoutingContext'),
    ]);
    return function WholeConsole({ runtime }: { runtime?: PastureRuntime }) {
      if (!runtime) throw new Error('The whole console is rendered bare, with the runtime.');
      // As consoleApp.tsx builds it, on the harness's runtime and with settings that are not saved.
      const [app] = useState(() => {
        const settings = createSettingsStore({ storage: null });
        settings.update({ menuFromServer });
        const { routes, menu, access } = createConsoleRoutes({
          session: runtime.session,
          tokenStore: runtime.tokenStore,
          debug: true,
          serverMenuPaths: createServerMenuPaths({ settings, ...serverMenuRuntime(runtime) }),
        });
        const router = createMemoryRouter(routes, { initialEntries: [start] });
        handle.router = router;
        handle.settings = settings;
        return { router, settings, menu, access };
      });
      return (
        <ConsoleProviders runtime={runtime} settings={app.settings}>
          <ConsoleRoutingProvider value={{ menu: app.menu, access: app.access }}>
            <RouterProvider router={app.router} />
          </ConsoleRoutingProvider>
        </ConsoleProviders>
      );
    };
  };
}

export function routerOf(handle: ConsoleHandle): DataRouter {
  if (!handle.router) throw new Error('The console has not been rendered.');
  return handle.router;
}

/** The dialog with this title, found by its text (role queries over the search table's page are slow). */
export function dialogTitled(screen: DriverContext['screen'], title: string): HTMLElement {
  const dialog = screen.getByText(title).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled "${title}".`);
  return dialog;
}
