import { TOAST_DURATION_MS } from '../../constants';
import type { FeedbackStatus } from '../shared/status';

/**
 * Tone of a toast: `info`, `success`, `warning` or `error`. Errors and warnings are announced assertively, the rest
 * politely.
 */
export type ToastType = FeedbackStatus;

/** What `ToasterStore.show` takes: the tone and text of one toast and how it closes. */
export interface ToastOptions {
  /** Tone and icon. */
  type: ToastType;
  /** The text shown and announced. */
  message: string;
  /** Milliseconds before it closes by itself; `Infinity` keeps it open. Default TOAST_DURATION_MS (5000). */
  duration?: number;
  /** Adds a close button. Default `false` (Arco messages close by themselves). */
  closable?: boolean;
  /** Reuse an id to update a toast in place (e.g. "Loading menu…" → "Menu loaded"). */
  id?: string;
}

/** One toast in a `ToasterStore`'s list, with `ToastOptions`' defaults filled in. */
export interface ToastItem {
  /** The toast's id: the one given to `show`, or a generated one. Pass it to `dismiss`. */
  readonly id: string;
  /** Tone and icon. */
  readonly type: ToastType;
  /** The text shown and announced. */
  readonly message: string;
  /** Milliseconds before it closes by itself (`Infinity`: never). */
  readonly duration: number;
  /** Whether it shows a close button. */
  readonly closable: boolean;
  /** `false` while the toast plays its exit animation, just before it leaves the list. */
  readonly open: boolean;
}

/** A framework-free toast queue: the API client can call `show` without React; `<Toaster>` renders it. */
export interface ToasterStore {
  /** Queues a toast and returns its id. */
  show(options: ToastOptions): string;
  /** Closes one toast (it animates out, then leaves the list). Unknown ids are ignored. */
  dismiss(id: string): void;
  /** Closes every toast. */
  clear(): void;
  /** Registers a change listener; returns the unsubscribe function (the `useSyncExternalStore` contract). */
  subscribe(listener: () => void): () => void;
  /** The current toasts, oldest first. The array is replaced, never mutated, on every change. */
  getSnapshot(): readonly ToastItem[];
}

/** Options of `createToaster`; every one has a default. */
export interface CreateToasterOptions {
  /** At most this many toasts are open at once; showing one more closes the oldest. Default 5. */
  maxVisible?: number;
  /** How long a closed toast stays in the list for its exit animation, in ms. Default 300. */
  exitDurationMs?: number;
}

export const TOAST_MAX_VISIBLE = 5;

/** Creates an independent toast queue (one per app; tests and stories make their own). */
export function createToaster({
  maxVisible = TOAST_MAX_VISIBLE,
  exitDurationMs = 300,
}: CreateToasterOptions = {}): ToasterStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function commit(next: readonly ToastItem[]) {
    toasts = next;
    for (const listener of [...listeners]) listener();
  }

  function scheduleRemoval(ids: readonly string[]) {
    for (const id of ids) {
      if (removalTimers.has(id)) continue;
      removalTimers.set(
        id,
        setTimeout(() => {
          removalTimers.delete(id);
          commit(toasts.filter((toast) => toast.id !== id || toast.open));
        }, exitDurationMs),
      );
    }
  }

  function close(ids: ReadonlySet<string>) {
    if (ids.size === 0) return;
    commit(
      toasts.map((toast) => (ids.has(toast.id) && toast.open ? { ...toast, open: false } : toast)),
    );
    scheduleRemoval([...ids]);
  }

  return {
    show({ type, message, duration = TOAST_DURATION_MS, closable = false, id }) {
      const toastId = id ?? `toast-${++counter}`;
      const timer = removalTimers.get(toastId);
      if (timer !== undefined) {
        clearTimeout(timer);
        removalTimers.delete(toastId);
      }
      const item: ToastItem = { id: toastId, type, message, duration, closable, open: true };
      const existing = toasts.some((toast) => toast.id === toastId);
      const next = existing
        ? toasts.map((toast) => (toast.id === toastId ? item : toast))
        : [...toasts, item];
      const open = next.filter((toast) => toast.open);
      const overflow = new Set(
        open.slice(0, Math.max(0, open.length - maxVisible)).map((toast) => toast.id),
      );
      commit(next.map((toast) => (overflow.has(toast.id) ? { ...toast, open: false } : toast)));
      scheduleRemoval([...overflow]);
      return toastId;
    },
    dismiss(id) {
      close(new Set(toasts.some((toast) => toast.id === id) ? [id] : []));
    },
    clear() {
      close(new Set(toasts.filter((toast) => toast.open).map((toast) => toast.id)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot() {
      return toasts;
    },
  };
}
