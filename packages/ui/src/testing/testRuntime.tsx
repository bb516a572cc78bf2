import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createTokenStore } from '../auth/tokenStore';
import type { SessionState } from '../auth/session';
import type { Role } from '../constants';
import { createI18n } from '../i18n/createI18n';
import { demoAccounts } from '../mocks/auth/auth.fixtures';
import { MemoryScreenHost } from '../routing/screenHost';
import {
  createPastureRuntime,
  type PastureRuntime,
  type PastureRuntimeOptions,
} from '../runtime/createPastureRuntime';
import { PastureProvider } from '../runtime/PastureProvider';

/**
 * Options of `createTestRuntime`: any `createPastureRuntime` option, with test defaults for language, query retries
 * and token storage.
 */
export interface CreateTestRuntimeOptions extends PastureRuntimeOptions {
  /** The language of the texts; default en-US, and never saved. Ignored when `i18n` is given. */
  locale?: PastureRuntimeOptions['locale'];
}

/**
 * A runtime for a test: en-US texts that are never saved, a query client that does not retry (a failing read fails
 * at once) and a token store in memory (no localStorage, nothing shared between tests). Everything else is the
 * runtime the host ships; pass any `createPastureRuntime` option to change it.
 */
export function createTestRuntime(options: CreateTestRuntimeOptions = {}): PastureRuntime {
  const { locale = 'en-US', ...rest } = options;
  return createPastureRuntime({
    i18n: createI18n({ locale, persist: false }),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    tokenStore: createTokenStore({ storage: null, events: null }),
    ...rest,
  });
}

/**
 * Logs the demo account of `role` in through the runtime's session, as a user would on the login screen. The mocks
 * must be answering (`@pasture/ui/mocks/node`'s `server`, or your own worker with `handlers`).
 */
export function logInAs(runtime: PastureRuntime, role: Role): Promise<SessionState> {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`logInAs: the mocks have no demo account for the role ${role}.`);
  return runtime.session.login({ mobile: account.mobile, password: account.password });
}

/**
 * Props of `PastureTestProvider`: the runtime (a fresh test runtime by default), where the screen starts, and a spy
 * on its navigation.
 */
export interface PastureTestProviderProps {
  /** Default: a new `createTestRuntime()`. Pass your own to reach its session, query client or i18n in the test. */
  runtime?: PastureRuntime;
  /** Where the screen starts, with its query string (`/list/search-table?status=online`). Default `/`. */
  initialPath?: string;
  /** Called on every navigation the screen asks for (a spy). */
  onNavigate?: (event: { to: string; replace: boolean }) => void;
  /** The screen (or any part of the library) under test. */
  children?: ReactNode;
}

/**
 * Everything a Pasture screen needs around it in a test: the provider with a test runtime and an in-memory screen
 * host at `initialPath`. `render(<PastureTestProvider initialPath="/list/card"><CardListScreen /></…>)`.
 */
export function PastureTestProvider({
  runtime,
  initialPath,
  onNavigate,
  children,
}: PastureTestProviderProps) {
  // Made once per mount, so a re-render keeps its cache and session and the next test starts afresh.
  const [own] = useState(() => runtime ?? createTestRuntime());
  return (
    <PastureProvider runtime={runtime ?? own}>
      <MemoryScreenHost initialPath={initialPath} onNavigate={onNavigate}>
        {children}
      </MemoryScreenHost>
    </PastureProvider>
  );
}
