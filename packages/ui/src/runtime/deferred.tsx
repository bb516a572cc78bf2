import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { TokenStore } from '../auth';
import type { ToasterStore } from '../components/Toast/toasterStore';
import type { ReloginMode } from './SessionExpiredDialog';
import type { SessionPrompt } from './sessionPrompt';

// The toast list (Radix Toast) and the session dialogs (Radix Dialog, focus scope, scroll lock) are the largest
// parts of the provider and the first page shows neither: they load the first time they are needed, and in the
// background once the page is idle with someone logged in, so a toast or prompt needs no request later; the login
// page does not load them before its first submit (docs/decisions/017-login-route-loads-dialogs-on-first-use.md).
const loadToaster = () => import('../components/Toast/Toaster');
const loadSessionDialog = () => import('./SessionExpiredDialog');
const LazyToaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));
const LazySessionDialog = lazy(() =>
  loadSessionDialog().then((module) => ({ default: module.SessionExpiredDialog })),
);

/** Runs `task` when the browser is idle (or soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 2_000);
  return () => clearTimeout(handle);
}

const hasNoToken = () => false;

/** Prefetches both when the browser is idle, once a token is stored (at once for a logged-in page). */
function usePrefetchWhenIdle(tokenStore: Pick<TokenStore, 'get' | 'subscribe'>): void {
  const loggedIn = useSyncExternalStore(
    tokenStore.subscribe,
    () => tokenStore.get() !== null,
    hasNoToken,
  );
  useEffect(
    () =>
      loggedIn
        ? whenIdle(() => {
            void loadToaster();
            void loadSessionDialog();
          })
        : undefined,
    [loggedIn],
  );
}

/** Mounts `children` once `needed` has been true, and keeps them (their own state decides what shows). */
function Deferred({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The toast list, from the first toast on. */
export function DeferredToaster({
  toaster,
  tokenStore,
}: {
  toaster: ToasterStore;
  tokenStore: Pick<TokenStore, 'get' | 'subscribe'>;
}) {
  usePrefetchWhenIdle(tokenStore);
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  return (
    <Deferred needed={toasts.length > 0}>
      <LazyToaster toaster={toaster} />
    </Deferred>
  );
}

/** The session-expired dialog, from the first prompt on. */
export function DeferredSessionExpiredDialog({
  prompt,
  relogin,
  onRelogin,
}: {
  prompt: SessionPrompt;
  relogin?: ReloginMode;
  onRelogin?: () => void;
}) {
  const { event } = useSyncExternalStore(prompt.subscribe, prompt.getSnapshot, prompt.getSnapshot);
  return (
    <Deferred needed={event !== null}>
      <LazySessionDialog prompt={prompt} relogin={relogin} onRelogin={onRelogin} />
    </Deferred>
  );
}
