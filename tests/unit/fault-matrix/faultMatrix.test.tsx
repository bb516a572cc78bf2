/**
 * The fault matrix (issue 12 §2, docs/decisions/021-fault-matrix-resilience-and-hostile-data.md): every endpoint of
 * the endpoint table × every way a call can fail, through the real API client, QueryClient, error policy and the
 * real screen that makes the call. Rows come from `endpoints` (so a new endpoint is a new row and fails until the
 * console's use of it is covered); read rows find their screen by themselves — each registered route screen is
 * rendered once and the calls it makes on mount are recorded — and writes have a driver that does what a user does
 * to send them, in a `<feature>.faults.tsx` beside the feature (types in ./faults.ts, shared steps in
 * ./driverKit.tsx). The table and its pass count are printed at the end of the run.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, getResponse, HttpResponse, type RequestHandler } from 'msw';
import { formatWithOptions } from 'node:util';
import { afterAll, describe as group, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../../packages/ui/src/api/endpoints';
import { endpoints } from '../../../packages/ui/src/endpoints';
import { mockRoute } from '../../../packages/ui/src/mocks/route';
import { HTTP_TIMEOUT_MS } from '../../../packages/ui/src/constants';
import { screensByRouteName } from '../../../packages/ui/src/features';
import { createI18n } from '../../../packages/ui/src/i18n/createI18n';
import { demoAccounts } from '../../../packages/ui/src/mocks/auth/auth.fixtures';
import { handlers } from '../../../packages/ui/src/mocks/handlers';
import { server } from '../../../packages/ui/src/mocks/node';
import { MemoryScreenHost } from '../../../packages/ui/src/routing/screenHost';
import {
  createPastureRuntime,
  type PastureRuntime,
} from '../../../packages/ui/src/runtime/createPastureRuntime';
import { PastureProvider } from '../../../packages/ui/src/runtime/PastureProvider';
import { createQueryClient } from '../../../packages/ui/src/data/queryClient';
import { labelled } from './driverKit';
import {
  FAULTS,
  faultMessage,
  REQUEST_ERROR,
  type DriverContext,
  type EndpointName,
  type Expected,
  type Fault,
  type FeatureFaults,
  type HostedComponent,
  type ReadDriver,
  type WriteDriver,
} from './faults';

const LOGOUT_CODE: Partial<Record<Fault, number>> = {
  code50008: 50008,
  code50012: 50012,
  code50014: 50014,
};
const SLOW_MS = 3_000;
const SESSION_TITLE = 'Confirm logout';

type Envelope = 'real' | 'debug';

/**
 * Every feature's drivers, each in a `<feature>.faults.tsx` beside its feature (packages/ui/src/screens/…,
 * shell/…, packages/console/src): a new feature adds its file and nothing here. An endpoint driven twice fails.
 */
const featureFaults = import.meta.glob<FeatureFaults>('../../../packages/*/src/**/*.faults.tsx', {
  eager: true,
  import: 'faults',
});
const faultDrivers: Partial<Record<EndpointName, ReadDriver | WriteDriver>> = {};
const notCalled: Partial<Record<EndpointName, string>> = {};
const notYetDriven: EndpointName[] = [];
const declaredIn = new Map<EndpointName, string>();
for (const [file, faults] of Object.entries(featureFaults)) {
  const declare = (name: EndpointName) => {
    const earlier = declaredIn.get(name);
    if (earlier) throw new Error(`${name} is declared by both ${earlier} and ${file}.`);
    declaredIn.set(name, file);
  };
  for (const [name, driver] of Object.entries(faults.drivers ?? {}) as [
    EndpointName,
    ReadDriver | WriteDriver,
  ][]) {
    declare(name);
    faultDrivers[name] = driver;
  }
  for (const [name, reason] of Object.entries(faults.notCalled ?? {}) as [EndpointName, string][]) {
    declare(name);
    notCalled[name] = reason;
  }
  for (const name of faults.notYetDriven ?? []) {
    declare(name);
    notYetDriven.push(name);
  }
}

interface Cell {
  ok: boolean;
  problem?: string;
}

const results = new Map<string, Map<Fault, Cell>>();
const notes = new Map<string, string>();

function record(row: string, fault: Fault, cell: Cell) {
  const cells = results.get(row) ?? new Map<Fault, Cell>();
  cells.set(fault, cell);
  results.set(row, cells);
}

/** Both envelopes' fields at once: the client reads the ones of the envelope the call expects. */
function failureBody(code: number, message: string) {
  return { Code: code, Message: message, code, msg: message, status: 'fail', data: null };
}

interface Probe {
  reached: boolean;
}

function faultHandler(name: EndpointName, fault: Fault, probe: Probe): RequestHandler {
  const endpoint: Endpoint = endpoints[name];
  return mockRoute(endpoint, async ({ request }) => {
    probe.reached = true;
    switch (fault) {
      case 'network':
        return HttpResponse.error();
      case 'timeout':
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      case 'http500':
        return new HttpResponse('Internal Server Error', {
          status: 500,
          headers: { 'Content-Type': 'text/plain' },
        });
      case 'http401':
        return HttpResponse.json({}, { status: 401 });
      case 'envelope':
        return HttpResponse.json(failureBody(50000, faultMessage(name, fault)));
      case 'code50008':
      case 'code50012':
      case 'code50014':
        return HttpResponse.json(failureBody(LOGOUT_CODE[fault] ?? 0, faultMessage(name, fault)));
      case 'malformed':
        return new HttpResponse('{"code": 20000, "data": [', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'slow3s': {
        await delay(SLOW_MS);
        return getResponse(handlers, request);
      }
    }
  });
}

/** The endpoint whose path a request went to (the paths are unique across the table). */
const endpointByPath = new Map<string, EndpointName>(
  Object.entries(endpoints).map(([name, endpoint]) => [
    `${endpoint.method} ${endpoint.path}`,
    name as EndpointName,
  ]),
);

function endpointOf(request: Request): EndpointName | undefined {
  return endpointByPath.get(`${request.method} ${new URL(request.url).pathname}`);
}

const admin = demoAccounts.find((account) => account.role === 'admin');

interface Harness {
  runtime: PastureRuntime;
  toasts: string[];
  errors: string[];
  container: HTMLElement;
  unmount: () => void;
}

interface MountOptions {
  beforeRender?: () => void;
  /** The runtime's mode (default debug, as the demo). */
  debug?: boolean;
  /** Logged out: no stored token (the login page). */
  anonymous?: boolean;
  /** The component brings its own providers (the whole console): rendered on its own with the runtime. */
  bare?: boolean;
}

/**
 * What the console gives a screen: the runtime (debug mode unless told, admin logged in unless anonymous), its
 * providers and a host.
 */
async function mount(
  Screen: HostedComponent,
  { beforeRender, debug = true, anonymous = false, bare = false }: MountOptions = {},
): Promise<Harness> {
  if (!admin) throw new Error('demoAccounts must hold an admin account.');
  // The token and farm an earlier row's login left in the browser's storage.
  if (anonymous) localStorage.clear();
  const queryClient = createQueryClient();
  // The one time compression of the harness: a read retried after a network failure waits 10 ms, not a second.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 10 },
  });
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug,
    queryClient,
  });
  if (!anonymous) await runtime.session.login({ mobile: admin.mobile, password: admin.password });
  const toasts: string[] = [];
  const show = runtime.toaster.show.bind(runtime.toaster);
  vi.spyOn(runtime.toaster, 'show').mockImplementation((options) => {
    if (options.type === 'error') toasts.push(options.message);
    return show(options);
  });
  beforeRender?.();
  const { container, unmount } = render(
    bare ? (
      <Screen runtime={runtime} />
    ) : (
      <PastureProvider runtime={runtime}>
        <MemoryScreenHost initialPath="/">
          <Screen runtime={runtime} />
        </MemoryScreenHost>
      </PastureProvider>
    ),
  );
  return { runtime, toasts, errors: [], container, unmount };
}

/** Waits for real time while fake timers may be installed (setImmediate is never faked here). */
async function flush(rounds = 5) {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/** Lets `ms` of real time pass (setImmediate, which the fake clock leaves alone), React's work included. */
async function realTime(ms: number) {
  const end = performance.now() + ms;
  do await flush(1);
  while (performance.now() < end);
}

/** Looks until `condition` holds; between looks `pauseMs` of real time pass (at least one setImmediate round). */
async function until(condition: () => boolean, what: string, withinMs = 10_000, pauseMs = 0) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (condition()) return;
    await realTime(pauseMs);
    // On a fake clock, zero-delay work (a form's submit handler, a batched notification) still has to run.
    if (vi.isFakeTimers()) await act(() => vi.advanceTimersByTimeAsync(1));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

/**
 * Runs `trigger` with the clock under the test's control when the fault needs time to pass: the 300 s contract
 * timeout and the 3 s slow answer pass on a fake clock (setTimeout only), so neither waits in real time.
 */
async function underFault(
  fault: Fault,
  probe: Probe,
  trigger: () => Promise<void> | void,
  { loading }: { loading?: () => boolean } = {},
) {
  const timed = fault === 'timeout' || fault === 'slow3s';
  // Testing Library turns React's act environment off while one of its waits runs and back on from a zero-delay
  // timer; a wait that ended just before the clock is faked would leave it off for this cell.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  if (timed) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    // Not awaited yet on a fake clock: Testing Library ends an event with a zero-delay timer, which fires as the
    // clock is advanced below.
    const triggered = Promise.resolve().then(trigger);
    if (!timed) await triggered;
    await until(() => probe.reached, 'the request to reach the server');
    if (fault === 'slow3s') {
      // TanStack Query hands its state to React on a zero-delay timer: let it run before looking.
      await act(() => vi.advanceTimersByTimeAsync(50));
      await flush();
      // While the answer is on its way the page is not blank: something says it is loading (or what the driver
      // says the screen shows meanwhile). React renders, and a lazy part loads, on real time, which a loaded machine
      // stretches: each look first gives them 20 ms of real time, then moves the fake clock by 1 ms for zero-delay
      // timers. After 1,000 looks (1 s of the fake clock, far from the 3 s answer, and at least 20 s of real time)
      // or 30 s of real time it gives up, so a look never sees what the answer brought. (Looks without the pause
      // could spend their 1,000 in about a second of real time; one such cell failed at load 7.)
      const shows =
        loading ??
        (() =>
          screen.queryAllByRole('status').length > 0 ||
          document.querySelector('[aria-busy="true"]') !== null);
      let looks = 0;
      await until(
        () => {
          looks += 1;
          if (looks > 1_000) throw new Error('gave up looking');
          return shows();
        },
        'something to show that the slow answer is loading',
        30_000,
        20,
      ).catch(() => {
        throw new Error('nothing shows that the slow answer is loading');
      });
      await act(() => vi.advanceTimersByTimeAsync(SLOW_MS - 50));
    }
    if (fault === 'timeout') {
      await act(() => vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS));
    }
    // What the answer set off (TanStack Query's batched notifications, React's renders) runs on the same clock.
    for (let round = 0; timed && round < 5; round += 1) {
      await act(() => vi.advanceTimersByTimeAsync(20));
      await flush(1);
    }
    await triggered;
  } finally {
    if (timed) vi.useRealTimers();
  }
}

function dialogShown(): HTMLElement | null {
  return screen.queryByRole('alertdialog', { name: SESSION_TITLE });
}

async function closeSessionPrompt(harness: Harness) {
  // "Cancel to stay on this page": the waiting request then fails as ended-session.
  await act(async () => harness.runtime.sessionPrompt.settle(false));
  await flush();
}

function assertNotBlank(harness: Harness) {
  // The page, not only the container: popovers and dialogs render in portals.
  const { body } = harness.container.ownerDocument;
  const text = body.textContent?.trim() ?? '';
  // A shell part alone (the message box's bell) may show only named icons.
  if (text.length === 0 && !body.querySelector('[aria-label]'))
    throw new Error('the screen is blank');
}

function assertNoStrayErrors(harness: Harness) {
  if (harness.errors.length > 0) throw new Error(`uncaught: ${harness.errors.join('; ')}`);
}

/** What the user must see, by channel, for a fault on a call of the given envelope (contract §8, ADR 015). */
function expectation(fault: Fault, envelope: Envelope, name: string) {
  if (fault === 'http401') return { prompt: true, message: undefined };
  if (LOGOUT_CODE[fault] !== undefined && envelope === 'debug') {
    return { prompt: true, message: faultMessage(name, fault), toastWithPrompt: true };
  }
  if (fault === 'slow3s') return { prompt: false, message: undefined };
  if (fault === 'envelope' || LOGOUT_CODE[fault] !== undefined) {
    return { prompt: false, message: faultMessage(name, fault) };
  }
  return { prompt: false, message: REQUEST_ERROR };
}

async function findErrorBlock(message: string): Promise<HTMLElement> {
  await until(
    () =>
      screen.queryAllByRole('alert').some((alert) => alert.textContent?.includes(message) === true),
    `an inline error saying "${message}"`,
  );
  const alert = screen
    .getAllByRole('alert')
    .find((candidate) => candidate.textContent?.includes(message) === true);
  if (!alert) throw new Error(`no inline error says "${message}"`);
  return alert;
}

async function readCell(
  harness: Harness,
  name: EndpointName,
  fault: Fault,
  envelope: Envelope,
  { prepare, loading }: Pick<ReadDriver, 'prepare' | 'loading'> = {},
) {
  const context: DriverContext = { user: userEvent.setup(), screen, runtime: harness.runtime };
  await prepare?.(context);
  const probe: Probe = { reached: false };
  server.use(faultHandler(name, fault, probe));
  harness.toasts.length = 0;
  await underFault(
    fault,
    probe,
    () => {
      // A fresh load of every block on the page, as on opening it: the faulty call's block starts empty.
      void act(() => void harness.runtime.queryClient.resetQueries());
    },
    { loading: loading && (() => loading(context)) },
  );
  const expected = expectation(fault, envelope, name);
  if (expected.prompt) {
    await until(() => dialogShown() !== null, 'the session prompt');
    if (expected.toastWithPrompt && !harness.toasts.includes(expected.message ?? '')) {
      throw new Error(`no toast with "${expected.message}" beside the prompt`);
    }
    assertNotBlank(harness);
    await closeSessionPrompt(harness);
  } else if (expected.message) {
    const alert = await findErrorBlock(expected.message);
    // Retry sits in the failed block: in its alert, or beside it in the block's own state.
    const block = within(alert).queryByRole('button', { name: 'Retry' })
      ? alert
      : alert.parentElement;
    if (!block) throw new Error('the inline error has no block');
    within(block).getByRole('button', { name: 'Retry' });
    if (harness.toasts.length > 0) throw new Error(`a read toasted: ${harness.toasts.join('; ')}`);
    if (dialogShown()) throw new Error('a read failure opened the session prompt');
  } else {
    await until(
      () => harness.runtime.queryClient.isFetching() === 0,
      'the slow answer to be shown',
    );
    await flush();
    const failed = screen.queryAllByRole('alert');
    if (failed.length > 0)
      throw new Error(`an error after a slow answer: ${failed[0]?.textContent}`);
  }
  assertNotBlank(harness);
  assertNoStrayErrors(harness);
}

/** The standard expectation of a write (contract §8, ADR 015), then what the driver says differs for its call. */
function writeExpectation(driver: WriteDriver, name: EndpointName, fault: Fault): Expected {
  const standard = expectation(fault, driver.envelope, name);
  let expected: Expected;
  if (standard.prompt) {
    expected = {
      prompt: true,
      toastWithPrompt: standard.toastWithPrompt ? standard.message : undefined,
    };
  } else if (standard.message) {
    expected = driver.inPlace
      ? { prompt: false, inline: standard.message, noToast: true }
      : { prompt: false, toast: standard.message };
  } else {
    expected = { prompt: false, succeeded: true };
  }
  return driver.outcome ? driver.outcome(fault, expected, name) : expected;
}

/**
 * A form field by its label: a text box, else any input so labelled (a password box has no role). The last one so
 * named: an open dialog renders after the page, whose filters may use the same label.
 */
function field(label: string): HTMLInputElement {
  // By label first: role queries compute every element's accessible name and are slow on a big page.
  const found =
    screen.queryAllByLabelText(labelled(label), { selector: 'input, textarea' }).at(-1) ??
    screen.queryAllByRole('textbox', { name: label }).at(-1);
  if (!found) throw new Error(`No field labelled "${label}".`);
  return found as HTMLInputElement;
}

async function writeCell(harness: Harness, driver: WriteDriver, name: EndpointName, fault: Fault) {
  const probe: Probe = { reached: false };
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
  const context: DriverContext = { user, screen, runtime: harness.runtime };
  await driver.prepare(context);
  const typed = driver.typed?.map((label) => [label, field(label)] as const) ?? [];
  const before = typed.map(([, element]) => element.value);
  server.use(faultHandler(name, fault, probe));
  harness.toasts.length = 0;
  await underFault(fault, probe, () => driver.send(context), {
    loading: driver.loading && (() => driver.loading?.(context) ?? false),
  });
  const expected = writeExpectation(driver, name, fault);
  if (expected.prompt) {
    await until(() => dialogShown() !== null, 'the session prompt');
    if (expected.toastWithPrompt && !harness.toasts.includes(expected.toastWithPrompt)) {
      throw new Error(`no toast with "${expected.toastWithPrompt}" beside the prompt`);
    }
    await closeSessionPrompt(harness);
  } else {
    if (expected.succeeded) {
      await until(() => harness.runtime.queryClient.isMutating() === 0, 'the slow write to land');
    }
    if (expected.toast) {
      const toast = expected.toast;
      await until(() => harness.toasts.includes(toast), `a toast saying "${toast}"`);
    }
    if (expected.inline) await findErrorBlock(expected.inline);
    if (expected.reaches) {
      const { what, test } = expected.reaches;
      await until(() => test(context), what);
    }
    if (expected.succeeded || expected.noToast) {
      await flush();
      if (harness.toasts.length > 0) throw new Error(`an error toast: ${harness.toasts[0]}`);
    }
    if (dialogShown()) throw new Error('the session prompt opened');
  }
  if (!expected.succeeded) {
    typed.forEach(([label, element], index) => {
      if (element.value !== before[index]) throw new Error(`the typed "${label}" was lost`);
    });
  }
  assertNotBlank(harness);
  assertNoStrayErrors(harness);
  await driver.reset?.(context);
}

function collectStrayErrors(harness: { errors: string[] }) {
  // What React or a screen logs as an error is recorded for the cell (the suite's setup would throw it inside React).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // React's notices about the test's own act() use (a fake clock holding Testing Library's reset, a lazily loaded
    // dialog or route suspending inside a synchronous act or resolving between the harness's act rounds, a form's
    // promise-based submit settling between them): about the harness, not the app.
    const first = String(args[0]);
    if (
      first.startsWith('The current testing environment is not configured to support act') ||
      first.startsWith('A component suspended inside an `act` scope') ||
      first.startsWith('A suspended resource finished loading inside a test') ||
      first.startsWith('An update to %s inside a test was not wrapped in act')
    ) {
      return;
    }
    harness.errors.push(
      // Formatted as the console would ('An update to LoginForm …'), the first lines only.
      `console.error: ${formatWithOptions({ depth: 1 }, ...args)
        .split('\n')
        .slice(0, 3)
        .join(' ')
        .slice(0, 600)}`,
    );
  });
  const onError = (event: ErrorEvent) => harness.errors.push(String(event.message));
  const onRejection = (reason: unknown) =>
    harness.errors.push(`unhandled rejection ${String(reason)}`);
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    process.off('unhandledRejection', onRejection);
  };
}

async function settled(harness: Harness) {
  await until(() => harness.runtime.queryClient.isFetching() === 0, 'the screen to load');
}

function describe(error: unknown): string {
  const inner = (error as { errors?: unknown[] } | null)?.errors;
  if (Array.isArray(inner)) {
    return `${String(error)}: ${inner.map((item) => (item instanceof Error ? item.stack?.split('\n').slice(0, 4).join(' ') : String(item))).join('; ')}`;
  }
  return String(error);
}

function printMatrix() {
  const rows = [...results.keys()].sort();
  const width = Math.max(...rows.map((row) => row.length), 8);
  const header = `${'endpoint'.padEnd(width)} │ ${FAULTS.map((fault) => fault.padEnd(9)).join(' ')} │ via`;
  const lines = [header, '─'.repeat(header.length)];
  let passed = 0;
  let total = 0;
  for (const row of rows) {
    const cells = results.get(row);
    const marks = FAULTS.map((fault) => {
      const cell = cells?.get(fault);
      if (!cell) return '·'.padEnd(9);
      total += 1;
      if (cell.ok) passed += 1;
      return (cell.ok ? 'pass' : 'FAIL').padEnd(9);
    });
    lines.push(`${row.padEnd(width)} │ ${marks.join(' ')} │ ${notes.get(row) ?? ''}`);
  }
  lines.push('─'.repeat(header.length));
  lines.push(
    `Fault matrix: ${rows.length} endpoints × ${FAULTS.length} faults; ${total / FAULTS.length} endpoints driven, ${passed}/${total} cells pass`,
  );
  for (const row of rows) {
    for (const [fault, cell] of results.get(row) ?? []) {
      if (!cell.ok) lines.push(`  ✗ ${row} × ${fault}: ${cell.problem}`);
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
}

group('fault matrix', () => {
  afterAll(printMatrix);

  it('every endpoint × every fault: the contract §8 message in its channel, no blank page, nothing uncaught', async () => {
    const envelopeOf = new Map<EndpointName, Envelope>();
    const readScreens = new Map<EndpointName, string>();

    // Which envelope the server answers each call in (read from the mocks' own answers).
    server.events.on('response:mocked', ({ request, response }) => {
      const name = endpointOf(request);
      if (!name || envelopeOf.has(name)) return;
      void response
        .clone()
        .json()
        .then((body: unknown) => {
          if (typeof body === 'object' && body !== null) {
            envelopeOf.set(name, 'Code' in body ? 'real' : 'debug');
          }
        })
        .catch(() => undefined);
    });

    // Reads: each registered screen is opened once; every call it makes on opening (not covered by an earlier
    // screen or a driver) then fails each way in turn while the screen stays mounted.
    const only = process.env.FAULT_MATRIX_ONLY?.split(',');
    for (const [route, load] of screensByRouteName()) {
      if (only && !only.includes(route)) continue;
      const Screen = await load();
      const called = new Set<EndpointName>();
      const onRequest = ({ request }: { request: Request }) => {
        const name = endpointOf(request);
        if (name) called.add(name);
      };
      const harness = await mount(Screen, {
        beforeRender: () => server.events.on('request:start', onRequest),
      });
      const stop = collectStrayErrors(harness);
      await settled(harness);
      server.events.removeListener('request:start', onRequest);
      for (const name of called) {
        if (readScreens.has(name) || faultDrivers[name]) continue;
        readScreens.set(name, route);
        notes.set(name, `read · ${route} screen`);
        for (const fault of FAULTS) {
          try {
            await readCell(harness, name, fault, envelopeOf.get(name) ?? 'debug');
            record(name, fault, { ok: true });
          } catch (error) {
            record(name, fault, { ok: false, problem: describe(error) });
          } finally {
            server.resetHandlers();
            if (dialogShown()) await closeSessionPrompt(harness);
            harness.errors.length = 0;
          }
        }
      }
      stop();
      harness.unmount();
    }

    // Writes and shell calls: a driver does what the user does.
    for (const [name, driver] of Object.entries(faultDrivers) as [
      EndpointName,
      NonNullable<(typeof faultDrivers)[EndpointName]>,
    ][]) {
      if (only && !only.includes(name)) continue;
      const harness = await mount(await driver.component(), driver.kind === 'write' ? driver : {});
      const stop = collectStrayErrors(harness);
      await settled(harness).catch(() => undefined);
      notes.set(name, driver.via);
      for (const fault of FAULTS) {
        try {
          if (driver.kind === 'read') {
            await readCell(harness, name, fault, envelopeOf.get(name) ?? 'debug', driver);
          } else {
            await writeCell(harness, driver, name, fault);
          }
          record(name, fault, { ok: true });
        } catch (error) {
          record(name, fault, {
            ok: false,
            problem: String(error).split('\n')[0],
          });
        } finally {
          server.resetHandlers();
          if (dialogShown()) await closeSessionPrompt(harness);
          harness.errors.length = 0;
        }
      }
      stop();
      harness.unmount();
    }

    const uncovered = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => !results.has(name),
    );
    for (const name of uncovered) {
      const reason = notCalled[name];
      notes.set(
        name,
        reason
          ? `not called by the console: ${reason}`
          : notYetDriven.includes(name)
            ? `not driven yet (known gap, ${declaredIn.get(name)})`
            : 'NOT COVERED: no screen reads it and no driver sends it',
      );
    }
    for (const name of uncovered) results.set(name, new Map());

    const failures = [...results].flatMap(([row, cells]) =>
      [...cells]
        .filter(([, cell]) => !cell.ok)
        .map(([fault, cell]) => `${row} × ${fault}: ${cell.problem}`),
    );
    expect(failures).toEqual([]);
    // A new endpoint is a new row: it fails here until a screen reads it or a driver sends it.
    if (!only) {
      expect(uncovered.sort()).toEqual(
        [...notYetDriven, ...(Object.keys(notCalled) as EndpointName[])].sort(),
      );
    }
  }, 1_200_000); // a hang tripwire: the matrix takes ≈ 1 min idle and 4–5 min on two busy cores
});
