import { fireEvent, waitFor, within, type screen as testingScreen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import type { DataRouter } from 'react-router';
import type { endpoints } from '../../../packages/ui/src/endpoints';
import { screensByRouteName } from '../../../packages/ui/src/features';
import {
  DEMO_VERIFICATION_CODE,
  demoAccounts,
  demoUsers,
} from '../../../packages/ui/src/mocks/auth/auth.fixtures';
import type { PastureRuntime } from '../../../packages/ui/src/runtime/createPastureRuntime';
import { validChannelForm } from '../../../packages/ui/src/screens/form/step-form/stepForm.fixtures';
import { studiosIn } from '../../../packages/ui/src/screens/dashboard/monitor/monitor.fixtures';
import { saveStepFormDraft } from '../../../packages/ui/src/screens/form/step-form/stepForm.draft';
import {
  createSettingsStore,
  type SettingsStore,
} from '../../../packages/ui/src/settings/settingsStore';

export const FAULTS = [
  'network',
  'timeout',
  'http500',
  'http401',
  'envelope',
  'code50008',
  'code50012',
  'code50014',
  'malformed',
  'slow3s',
] as const;
export type Fault = (typeof FAULTS)[number];

export const REQUEST_ERROR = 'Request Error';

/** The server's words for a fault, unique per row and column so a test can tell whose message is shown. */
export function faultMessage(name: string, fault: Fault): string {
  return `Fault ${name} ${fault}`;
}

/** A screen or shell part as the harness renders it; a part that brings its own providers takes the runtime. */
export type HostedComponent = ComponentType<{ runtime?: PastureRuntime }>;

export interface DriverContext {
  user: UserEvent;
  screen: typeof testingScreen;
  /** The console's runtime the part is rendered with (session, token store, query client, toaster). */
  runtime: PastureRuntime;
}

/**
 * What a cell must show after the call failed (or, for the slow answer, landed). The harness derives the standard
 * one from contract §8 and ADR 015 (`expectation` in the test); a driver whose call must behave otherwise says so
 * with `outcome`.
 */
export interface Expected {
  /** The session prompt opens ('Confirm logout'). */
  prompt: boolean;
  /** The server's words toasted beside the prompt (a debug logout code). */
  toastWithPrompt?: string;
  /** An error toast with these words. */
  toast?: string;
  /** An inline error (an alert in place) with these words. */
  inline?: string;
  /** No error toast at all (the failure is said in place only, or the call's failure is not the user's concern). */
  noToast?: boolean;
  /** The call succeeded (the slow answer): nothing failed, nothing toasted. */
  succeeded?: boolean;
  /** A state the console must reach, waited for (e.g. logged out locally). */
  reaches?: { what: string; test: (context: DriverContext) => boolean };
}

/**
 * How the fault matrix makes the console send a call no screen makes on its own when it opens: a write, or a read
 * behind a click. Test support for `faultMatrix.test.tsx`.
 */
export interface FaultDriver {
  /** Where the call is made, for the printed matrix ("write · group form"). */
  via: string;
  /** The envelope the server answers this call in. */
  envelope: 'real' | 'debug';
  /**
   * The screen or shell part that makes the call. It is rendered inside the console's providers with a memory host,
   * or, with `bare`, on its own with the runtime as its prop (a part that brings its own providers and router).
   */
  component: () => Promise<HostedComponent>;
  /** Rendered without the harness's providers: the component brings its own (the whole console). */
  bare?: boolean;
  /** The runtime's mode; debug (the demo's) unless false (the real server's login and user calls). */
  debug?: boolean;
  /** Mounted logged out (the login page and its forgot-password steps). */
  anonymous?: boolean;
  /** Brings the screen to the point where one click sends the call (types what a user types). */
  prepare: (context: DriverContext) => Promise<void>;
  /** Sends the call. */
  send: (context: DriverContext) => Promise<void>;
  /** Labels of fields whose typed value must survive the failure. */
  typed?: readonly string[];
  /** The call's failure is shown in place (an inline alert), not toasted (`meta: { errorToast: false }`). */
  inPlace?: boolean;
  /**
   * What the screen shows while the slow answer is on its way, where that is not a status or a busy element (a
   * notification; for a call nothing waits for, the screen the user went on to).
   */
  loading?: (context: DriverContext) => boolean;
  /** Where this call's expectation differs from the standard one, and why (see the driver's comment). */
  outcome?: (fault: Fault, standard: Expected, name: string) => Expected;
  /** Returns the screen to where `prepare` can run again (closes a dialog the call opened). */
  reset?: (context: DriverContext) => Promise<void>;
}

export interface ReadDriver {
  kind: 'read';
  via: string;
  /** Brings the part back to where it shows the read (reopens a popover a dialog closed). */
  prepare?: (context: DriverContext) => Promise<void>;
  /** The screen or shell part that reads the call (behind a click, or a shell part no route screen is). */
  component: () => Promise<HostedComponent>;
  /** What the part shows while the slow answer is on its way, where that is not a status or a busy element. */
  loading?: (context: DriverContext) => boolean;
}

export interface WriteDriver extends FaultDriver {
  kind: 'write';
}

/** The card list's per-queue Delete buttons ('Delete <queue>'), behind an open dialog too. */
function deleteQueueButtons({ screen }: DriverContext): HTMLElement[] {
  return screen.queryAllByRole('button', { name: /^Delete /, hidden: true });
}
/** How many queues the card list showed before the delete under test was confirmed. */
let queuesBeforeDelete = 0;

function routeScreen(route: string): () => Promise<ComponentType> {
  return async () => {
    const load = screensByRouteName().get(route);
    if (!load) throw new Error(`No registered screen for the route "${route}".`);
    return load();
  };
}

/** Clicks the first enabled match. Synchronous lookups only: it may run on a fake clock, where `findBy` never ends. */
async function clickFirst(
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
async function submitWith({ screen }: DriverContext, name: RegExp) {
  const target = screen
    .getAllByRole('button', { name })
    .find((element) => !element.hasAttribute('disabled'));
  if (!target) throw new Error(`No enabled button named ${String(name)}.`);
  fireEvent.click(target);
}

/** Opens the confirmation of the first card action named so (on the real clock: the dialog loads on first use). */
async function confirmFirst(context: DriverContext, action: RegExp, title: string) {
  await present('button', action)(context);
  await clickFirst(context, 'button', action);
  await context.screen.findByRole('alertdialog', { name: title }, { timeout: 5_000 });
}

/** Confirms in the open dialog. */
async function confirmIn({ screen }: DriverContext, title: string, button: string) {
  const dialog = screen.getByRole('alertdialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** Closes the dialog if the failure left it open. */
async function dismiss({ screen, user }: DriverContext, title: string, button: string) {
  const dialog = screen.queryByRole('alertdialog', { name: title });
  if (dialog) await user.click(within(dialog).getByRole('button', { name: button }));
}

/** Waits (on the real clock) until what `send` will click is there and enabled (a change before it has settled). */
function present(role: 'button' | 'switch', name: RegExp) {
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

async function retype({ screen, user }: DriverContext, name: string, text: string) {
  const box = await screen.findByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, text);
}

function demoAccount(role: 'admin' | 'user') {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`The auth fixtures need a demo account of the role ${role}.`);
  return account;
}
const adminAccount = demoAccount('admin');
const operatorAccount = demoAccount('user');

/** The login page as the console's login route shows it (logged out; it navigates on after a login). */
async function loginPage(): Promise<HostedComponent> {
  const { LoginScreen } = await import('../../../packages/ui/src/screens/login/LoginScreen');
  return function LoginPage() {
    return <LoginScreen onLoggedIn={() => undefined} />;
  };
}

const LOGIN_FAILED = 'Login error, refresh and try again';
const FORGOT_FAILED = 'The request failed, please try again later';

const loggedOut = {
  what: 'the session to stay ended (no token, anonymous)',
  test: ({ runtime }: DriverContext) =>
    runtime.tokenStore.get() === null && runtime.session.getState().status === 'anonymous',
};

const loggedOutOnLogin = {
  what: 'the user logged out locally and shown the login page',
  test: (context: DriverContext) =>
    loggedOut.test(context) &&
    context.screen.queryByText('Log in', { selector: 'button, button *' }) !== null,
};

/**
 * A call of the login: the login form says every failure in place (the server's words for a refusal, contract §8's
 * 'Login error, refresh and try again' otherwise), a refusal or a failed request is also toasted by the error policy
 * (the login is a mutation), and the token is cleared (§4). There is no session yet, so neither a 401 nor a logout
 * code can open 'Confirm logout': a login call and the user-info call that ends it never ask to log in again
 * (`skipLogoutModal`), their 401 is said as a failed login only.
 */
function loginOutcome(fault: Fault, _standard: Expected, name: string): Expected {
  if (fault === 'slow3s') {
    return {
      prompt: false,
      succeeded: true,
      reaches: {
        what: 'the user to be logged in',
        test: ({ runtime }) => runtime.session.getState().status === 'authenticated',
      },
    };
  }
  if (fault === 'http401') {
    return { prompt: false, inline: LOGIN_FAILED, noToast: true, reaches: loggedOut };
  }
  if (fault === 'envelope' || fault.startsWith('code')) {
    const words = faultMessage(name, fault);
    return { prompt: false, toast: words, inline: words, reaches: loggedOut };
  }
  return { prompt: false, toast: REQUEST_ERROR, inline: LOGIN_FAILED, reaches: loggedOut };
}

/**
 * A step of forgot-password (real envelope, asked on the login page): toasted by the error policy and said in the
 * form (the server's words for a refusal, 'The request failed, please try again later' otherwise). There is no
 * session to end, so a 401 never opens 'Confirm logout' (`skipLogoutModal`): it is said in the form as a failed step.
 */
function forgotOutcome(fault: Fault, _standard: Expected, name: string): Expected {
  if (fault === 'slow3s') return { prompt: false, succeeded: true };
  if (fault === 'http401') return { prompt: false, inline: FORGOT_FAILED, noToast: true };
  if (fault === 'envelope' || fault.startsWith('code')) {
    const words = faultMessage(name, fault);
    return { prompt: false, toast: words, inline: words };
  }
  return { prompt: false, toast: REQUEST_ERROR, inline: FORGOT_FAILED };
}

async function openForgotPassword(context: DriverContext) {
  const { screen, user } = context;
  if (screen.queryByRole('heading', { name: 'Reset password' })) return;
  await user.click(screen.getByRole('button', { name: 'Forgot password' }));
  await screen.findByRole('heading', { name: 'Reset password' }, { timeout: 5_000 });
}

/** Matches a label's text with or without the required mark in front ('*Password'). */
export function labelled(label: string) {
  return (content: string) => content.replace(/^\*\s*/, '').trim() === label;
}

/**
 * Types `text` into the field so labelled unless it already holds it: a failed call keeps what was typed (the cell
 * checks that), so the next cell only sends again, as a user would.
 */
async function fill({ screen, user }: DriverContext, label: string, text: string) {
  const box = (await screen.findByLabelText(
    labelled(label),
    { selector: 'input, textarea' },
    { timeout: 5_000 },
  )) as HTMLInputElement;
  if (box.value === text) return;
  await user.clear(box);
  await user.type(box, text);
}

async function fillVerification(context: DriverContext) {
  await openForgotPassword(context);
  await fill(context, 'Mobile', operatorAccount.mobile);
  await fill(context, 'Verification code', DEMO_VERIFICATION_CODE);
}

async function fillLogin(
  context: DriverContext,
  account: { username: string; mobile: string; password: string },
) {
  await context.screen.findByRole('button', { name: 'Log in' }, { timeout: 5_000 });
  await fill(context, 'Username', account.username);
  await fill(context, 'Mobile', account.mobile);
  await fill(context, 'Password', account.password);
}

/** The whole console (its providers, router, guard and layout) on the runtime of the harness, at `start`. */
interface ConsoleHandle {
  router: DataRouter | null;
  settings: SettingsStore | null;
}

function wholeConsole(
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

function routerOf(handle: ConsoleHandle): DataRouter {
  if (!handle.router) throw new Error('The console has not been rendered.');
  return handle.router;
}

const logoutConsole: ConsoleHandle = { router: null, settings: null };
const menuConsole: ConsoleHandle = { router: null, settings: null };
const MENU_FAILED = 'The server menu could not be loaded; showing the local menu';
/** Pages the menu driver moves between: each navigation runs the guard, which asks for the menu. */
const menuPages = ['/exception/403', '/exception/404'];
let menuPage = 0;

/** A CSV of one valid content set, as a user exports it from a spreadsheet. */
function importFile(): File {
  return new File(
    [
      'number,name,contentType,filterType,count,status\r\n880001,Haylage01,img,artificial,12,online\r\n',
    ],
    'sets.csv',
    { type: 'text/csv' },
  );
}

/** The dialog with this title, found by its text (role queries over the search table's page are slow). */
function dialogTitled(screen: DriverContext['screen'], title: string): HTMLElement {
  const dialog = screen.getByText(title).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled "${title}".`);
  return dialog;
}

const CREATE_TITLE = 'Create content set';
const IMPORT_TITLE = 'Import content sets';

/**
 * Endpoints no route screen calls when it opens, with what a user does to make the console call them. Rows of the
 * endpoint table with neither a screen that reads them nor a driver here are listed as not covered.
 */
/**
 * The login form's submit, which sends the login call and then the user call that ends a login: one driver per call,
 * the same user steps, the envelope (and so the runtime's mode) of the server it logs in to.
 */
function loginDriver(via: string, envelope: 'debug' | 'real'): WriteDriver {
  return {
    kind: 'write',
    via,
    envelope,
    ...(envelope === 'real' ? { debug: false } : {}),
    anonymous: true,
    component: loginPage,
    prepare: (context) => fillLogin(context, adminAccount),
    send: (context) => submitWith(context, /^Log in$/),
    typed: ['Username', 'Mobile'],
    outcome: loginOutcome,
  };
}

/** A row of the forgot-password flow on the login page (real envelope, no session). */
function forgotPasswordDriver(
  row: Pick<WriteDriver, 'via' | 'prepare' | 'send' | 'typed'>,
): WriteDriver {
  return {
    kind: 'write',
    envelope: 'real',
    anonymous: true,
    component: loginPage,
    outcome: forgotOutcome,
    ...row,
  };
}

export const faultDrivers: Partial<Record<keyof typeof endpoints, ReadDriver | WriteDriver>> = {
  messageList: {
    kind: 'read',
    via: 'read · navbar message box',
    component: async () => {
      const { MessageBox } = await import('../../../packages/ui/src/shell/MessageBox/MessageBox');
      return function OpenMessageBox() {
        return <MessageBox defaultOpen />;
      };
    },
    prepare: async ({ screen, user }) => {
      if (screen.queryByRole('dialog', { name: 'Notifications' })) return;
      await user.click(screen.getByRole('button', { name: /^Notifications/ }));
      await screen.findByRole('dialog', { name: 'Notifications' });
    },
  },
  messageRead: {
    kind: 'write',
    via: 'write · message box, Mark as read (said in place)',
    envelope: 'debug',
    inPlace: true,
    component: async () => {
      const { MessageBox } = await import('../../../packages/ui/src/shell/MessageBox/MessageBox');
      return function OpenMessageBox() {
        return <MessageBox defaultOpen />;
      };
    },
    prepare: async (context) => {
      if (!context.screen.queryByRole('dialog', { name: 'Notifications' })) {
        await context.user.click(context.screen.getByRole('button', { name: /^Notifications/ }));
      }
      await present('button', /^Mark as read: /)(context);
    },
    send: (context) => clickFirst(context, 'button', /^Mark as read: /),
  },
  chatSend: {
    kind: 'write',
    via: 'write · monitor chat, Send',
    envelope: 'debug',
    component: routeScreen('monitor'),
    prepare: (context) => retype(context, 'Message', 'Is the milking hall open today?'),
    send: (context) => submitWith(context, /^Send$/),
    typed: ['Message'],
  },
  chatCollect: {
    kind: 'write',
    via: 'write · monitor chat, star',
    envelope: 'debug',
    component: routeScreen('monitor'),
    prepare: present('button', /^Collect the message of /),
    send: (context) => clickFirst(context, 'button', /^Collect the message of /),
  },
  userSaveInfo: {
    kind: 'write',
    via: 'write · user settings, Save',
    envelope: 'debug',
    component: routeScreen('userSetting'),
    prepare: (context) => retype(context, 'Nickname', 'Herd lead Zhang'),
    send: (context) => submitWith(context, /^Save$/),
    typed: ['Nickname'],
  },
  rulesPresetSwitch: {
    kind: 'write',
    via: 'write · card list, rule switch',
    envelope: 'debug',
    component: routeScreen('cardList'),
    prepare: present('switch', /^Enable /),
    send: (context) => clickFirst(context, 'switch', /^Enable /),
  },
  theServiceOpen: {
    kind: 'write',
    via: 'write · card list, Open service',
    envelope: 'debug',
    component: routeScreen('cardList'),
    prepare: present('button', /^Open service /),
    send: (context) => clickFirst(context, 'button', /^Open service /),
  },
  theServiceRenew: {
    kind: 'write',
    via: 'write · card list, renew service',
    envelope: 'debug',
    component: routeScreen('cardList'),
    prepare: present('button', /^Renew service /),
    send: (context) => clickFirst(context, 'button', /^Renew service /),
  },
  theServiceCancel: {
    kind: 'write',
    via: 'write · card list, Cancel service (confirmed)',
    envelope: 'debug',
    component: routeScreen('cardList'),
    prepare: (context) => confirmFirst(context, /^Cancel service /, 'Cancel this service?'),
    send: (context) => confirmIn(context, 'Cancel this service?', 'Cancel service'),
    reset: (context) => dismiss(context, 'Cancel this service?', 'Keep service'),
  },
  qualityInspectionDelete: {
    kind: 'write',
    via: 'write · card list, Delete queue (confirmed)',
    envelope: 'debug',
    component: routeScreen('cardList'),
    prepare: (context) => {
      queuesBeforeDelete = deleteQueueButtons(context).length;
      return confirmFirst(context, /^Delete /, 'Delete this inspection queue?');
    },
    send: (context) => confirmIn(context, 'Delete this inspection queue?', 'Delete'),
    // The delete is optimistic: while the answer is on its way the queue's Delete is busy, and once the optimistic
    // change renders the card is gone. On a busy machine a look may first see the card gone (failed at load 17).
    loading: (context) => {
      const buttons = deleteQueueButtons(context);
      return (
        buttons.some((button) => button.getAttribute('aria-busy') === 'true') ||
        buttons.length < queuesBeforeDelete
      );
    },
    reset: (context) => dismiss(context, 'Delete this inspection queue?', 'Cancel'),
  },
  policyStatus: {
    kind: 'write',
    via: 'write · search table, bulk Put online',
    envelope: 'debug',
    component: routeScreen('searchTable'),
    prepare: async (context) => {
      // The selection outlives a failed change; select the page only when nothing is selected.
      if (!context.screen.queryByRole('button', { name: 'Put online' })) {
        const [all] = await context.screen.findAllByRole(
          'checkbox',
          { name: /^Select all rows/ },
          { timeout: 5_000 },
        );
        if (all) await context.user.click(all);
      }
      await present('button', /^Put online$/)(context);
    },
    send: (context) => clickFirst(context, 'button', /^Put online$/),
  },
  monitorStudioOperation: {
    kind: 'write',
    via: 'write · monitor, quick operation',
    envelope: 'debug',
    component: routeScreen('monitor'),
    prepare: async (context) => {
      // A studio that passed its audit (the server refuses every operation on one that failed it).
      const passed = studiosIn('en-US').find(
        (studio) => studio.auditStatus === 'passed' && studio.liveMethod === 'video',
      );
      if (!passed) throw new Error('The monitor fixtures must hold a passed video studio.');
      const preview = context.screen.queryByRole('button', { name: `Preview ${passed.title}` });
      if (preview) await context.user.click(preview);
      await present('button', /^Switch stream$/)(context);
    },
    send: (context) => clickFirst(context, 'button', /^Switch stream$/),
  },
  groupFormSubmit: {
    kind: 'write',
    via: 'write · group form, Submit',
    envelope: 'debug',
    component: routeScreen('groupForm'),
    prepare: (context) => retype(context, 'Parameter description', 'Night stream'),
    send: (context) => submitWith(context, /^Submit$/),
    typed: ['Parameter description'],
  },
  changeFarm: {
    kind: 'write',
    via: 'write · product page, Switch farm',
    envelope: 'real',
    component: routeScreen('shopWindow'),
    prepare: present('button', /^Switch to /),
    send: (context) => clickFirst(context, 'button', /^Switch to /),
  },
  userLogin: loginDriver('write · login page, log in (debug)', 'debug'),
  userInfo: loginDriver(
    'write · login page, log in: the user info after the login (debug)',
    'debug',
  ),
  mobileLogin: loginDriver('write · login page, log in (real server)', 'real'),
  getUserByToken: loginDriver(
    'write · login page, log in: the user and farm after MobileLogin (real server)',
    'real',
  ),
  getIdentifyingCode: forgotPasswordDriver({
    via: 'write · forgot password, Send code',
    prepare: async (context) => {
      await openForgotPassword(context);
      await fill(context, 'Mobile', operatorAccount.mobile);
    },
    send: (context) => clickFirst(context, 'button', /^(Send code|Re-fetch)$/),
    typed: ['Mobile'],
  }),
  verificationMobile: forgotPasswordDriver({
    via: 'write · forgot password, Next (check the code)',
    prepare: fillVerification,
    send: (context) => submitWith(context, /^Next$/),
    typed: ['Mobile', 'Verification code'],
  }),
  resetPassword: forgotPasswordDriver({
    via: 'write · forgot password, Submit the new password',
    prepare: async (context) => {
      if (!context.screen.queryByLabelText(labelled('New password'), { selector: 'input' })) {
        await fillVerification(context);
        await submitWith(context, /^Next$/);
      }
      // The account's own password again: later rows log in with the fixtures' passwords.
      await fill(context, 'New password', operatorAccount.password);
      await fill(context, 'Confirm password', operatorAccount.password);
    },
    send: (context) => submitWith(context, /^Submit$/),
    typed: ['New password', 'Confirm password'],
  }),
  userLogout: {
    kind: 'write',
    via: 'write · console, account menu, Logout',
    envelope: 'debug',
    bare: true,
    component: wholeConsole('/exception/500', logoutConsole, { menuFromServer: false }),
    prepare: async (context) => {
      const { runtime, screen, user } = context;
      if (runtime.session.getState().status !== 'authenticated') {
        await runtime.session.login({
          mobile: adminAccount.mobile,
          password: adminAccount.password,
        });
        await routerOf(logoutConsole).navigate('/exception/500');
      }
      // Found by label and text, not by role: role queries over the whole console's page are slow.
      await user.click(
        await screen.findByLabelText(
          /^Account menu of /,
          { selector: 'button' },
          { timeout: 5_000 },
        ),
      );
      await screen.findByText('Log out');
    },
    send: async ({ screen, user }) => {
      const item = screen.getByText('Log out').closest('[role="menuitem"]');
      if (!item) throw new Error('Logout is not a menu item.');
      await user.click(item);
    },
    // While the slow answer is on its way the user is already out, on the login page: logout does not wait for it.
    loading: (context) => loggedOutOnLogin.test(context),
    // contract §4: logging out ends the local session whatever the server answers, at once (the answer is not
    // waited for) and without the re-login prompt (`skipLogoutModal`); nothing is toasted, the login page follows.
    outcome: () => ({ prompt: false, noToast: true, reaches: loggedOutOnLogin }),
  },
  serverMenu: {
    kind: 'write',
    via: 'read · console guard, server menu (menuFromServer on)',
    envelope: 'debug',
    bare: true,
    component: wholeConsole('/exception/403', menuConsole, { menuFromServer: true }),
    prepare: async ({ runtime }) => {
      // As after a reload: the menu is not known yet, so the next navigation asks the server for it.
      menuConsole.settings?.update({ serverMenu: [] });
      runtime.queryClient.removeQueries({ queryKey: ['server-menu'] });
    },
    loading: ({ screen }) => screen.queryByText('Loading the menu from the server…') !== null,
    send: async () => {
      menuPage = (menuPage + 1) % menuPages.length;
      await routerOf(menuConsole).navigate(menuPages[menuPage] ?? '/');
    },
    // contract §4, §8 'Menu load notifications: loading, success, error': any failure is the error notification and
    // the local menu stays. The call goes without a token (§7 'unauthenticated client'), so neither a 401 nor a
    // logout code can mean the user's session ended: no re-login prompt.
    outcome: (fault) =>
      fault === 'slow3s'
        ? {
            prompt: false,
            succeeded: true,
            reaches: {
              what: 'the server menu to be loaded',
              test: () => (menuConsole.settings?.getSnapshot().serverMenu.length ?? 0) > 0,
            },
          }
        : { prompt: false, toast: MENU_FAILED },
  },
  channelFormSubmit: {
    kind: 'write',
    via: 'write · step form, Submit (channel step)',
    envelope: 'debug',
    component: async () => {
      // The basic step typed earlier and kept as the user's draft (issue 10): the form opens on the channel step.
      const owner = demoUsers.admin?.userInfo.accountId;
      if (!owner) throw new Error('The admin fixture needs an account id.');
      saveStepFormDraft(localStorage, owner, {
        savedAt: new Date().toISOString(),
        step: 'channel',
        values: validChannelForm,
      });
      return routeScreen('stepForm')();
    },
    prepare: (context) => fill(context, 'Advertising content', 'Alfalfa, free delivery'),
    send: (context) => submitWith(context, /^Submit$/),
    typed: ['Advertising content', 'Keyword'],
  },
  policyCreate: {
    kind: 'write',
    via: 'write · search table, Create dialog',
    envelope: 'debug',
    component: routeScreen('searchTable'),
    prepare: async (context) => {
      const { screen, user } = context;
      if (!screen.queryByText(CREATE_TITLE)) {
        await present('button', /^Create$/)(context);
        await clickFirst(context, 'button', /^Create$/);
        await screen.findByText(CREATE_TITLE, undefined, { timeout: 5_000 });
      }
      const dialog = within(dialogTitled(screen, CREATE_TITLE));
      // A failed save keeps the dialog and what was typed: fill it once.
      if ((dialog.getByRole('textbox', { name: 'Set Number' }) as HTMLInputElement).value !== '') {
        return;
      }
      await user.type(dialog.getByRole('textbox', { name: 'Set Number' }), '987654');
      await user.type(dialog.getByRole('textbox', { name: 'Set Name' }), 'Haylage01');
      dialog.getByRole('combobox', { name: 'Content Type' }).focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('option', { name: 'Image-text' }));
      await user.click(dialog.getByRole('radio', { name: 'Artificial' }));
      await user.type(dialog.getByRole('spinbutton', { name: 'Count' }), '12');
      await user.click(dialog.getByRole('radio', { name: 'Online' }));
    },
    send: async ({ screen }) => {
      fireEvent.click(
        within(dialogTitled(screen, CREATE_TITLE)).getByText('Create', {
          selector: 'button, button *',
        }),
      );
    },
    typed: ['Set Number', 'Set Name'],
  },
  policyImport: {
    kind: 'write',
    via: 'write · search table, Import a CSV (said in the import report)',
    envelope: 'debug',
    inPlace: true,
    component: routeScreen('searchTable'),
    prepare: async (context) => {
      const { screen, user } = context;
      if (!screen.queryByText(IMPORT_TITLE)) {
        await present('button', /^Import$/)(context);
        await clickFirst(context, 'button', /^Import$/);
        await screen.findByText(IMPORT_TITLE, undefined, { timeout: 5_000 });
      }
      // The report of the previous cell stays; the user chooses the file again from it.
      await user.upload(screen.getByLabelText('CSV file'), importFile());
      await screen.findByText(
        /^Import rows: /,
        { selector: 'button, button *' },
        { timeout: 5_000 },
      );
    },
    send: async ({ screen, user }) => {
      const start = screen.getByText(/^Import rows: /, { selector: 'button, button *' });
      await user.click(start.closest('button') ?? start);
    },
    // The import report lists each row a failed batch held with the reason ('Not imported: …'), beside the file;
    // nothing is toasted (`errorToast: false`).
    outcome: (_fault, standard) =>
      standard.inline
        ? {
            prompt: false,
            noToast: true,
            reaches: {
              what: `the import report to say "Not imported: ${standard.inline}"`,
              test: ({ screen }) =>
                screen.queryByText(`Row 2: Not imported: ${standard.inline}`) !== null,
            },
          }
        : standard,
  },
  policyDetail: {
    kind: 'read',
    via: 'read · search table, View (details drawer)',
    component: routeScreen('searchTable'),
    prepare: async ({ screen, user }) => {
      if (screen.queryByRole('dialog', { name: 'Content set details' })) return;
      const [view] = await screen.findAllByRole('button', { name: /^View / }, { timeout: 5_000 });
      if (!view) throw new Error('The search table shows no View button.');
      await user.click(view);
      await screen.findByRole('dialog', { name: 'Content set details' }, { timeout: 5_000 });
    },
    // The drawer shows the row the table already has while the set's own answer is on its way (the screen's
    // placeholderData); only when the page's list is itself still loading is there no row, and a skeleton stands in.
    // Which of the two a look sees depends on whether the list's fast answer came first: on a busy machine it does.
    loading: ({ screen }) => {
      const drawer = screen.queryByRole('dialog', { name: 'Content set details' });
      return (
        drawer !== null &&
        (within(drawer).queryAllByRole('status').length > 0 ||
          within(drawer).queryByText('Set Number') !== null)
      );
    },
  },
  userUpload: {
    kind: 'write',
    via: 'write · user settings, Change avatar',
    envelope: 'debug',
    component: routeScreen('userSetting'),
    prepare: async ({ screen }) => {
      await screen.findByLabelText('Change avatar', { selector: 'input' }, { timeout: 5_000 });
    },
    send: async ({ screen, user }) => {
      await user.upload(
        screen.getByLabelText('Change avatar', { selector: 'input' }),
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'cow.svg', {
          type: 'image/svg+xml',
        }),
      );
    },
  },
};

/**
 * Endpoints of the table (contract §7) the console never calls, with why: they have no row to drive. Listed so the
 * printed matrix shows them; the test fails when one is left out of both the covered rows and these lists.
 */
export const notCalled: Partial<Record<keyof typeof endpoints, string>> = {
  getTokenByClientTypeId:
    'exported for host apps that open another edition; no screen of the console asks for it',
  userProjectAndTeamList:
    'a read of the user centre (userReads.projectAndTeam) that no page shows; the user info page has no such block',
};

/**
 * Endpoints the console calls that the matrix does not drive yet (issue 12 §2, ADR 021). Listed so the printed
 * matrix shows them and the test fails when a new endpoint joins the table without coverage; drive one and remove it.
 */
export const notYetDriven: readonly (keyof typeof endpoints)[] = [];
