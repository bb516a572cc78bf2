import type { SessionExpiredEvent } from '../api';

/** What the session-expired dialog shows: open with an event, closed with `null`. */
export interface SessionPromptState {
  /** The failure the dialog explains, or null while closed. */
  event: SessionExpiredEvent | null;
}

/**
 * The bridge between the API client and the session-expired dialog: the client asks once, the dialog answers.
 * Framework-free so the client can be created before React renders.
 */
export interface SessionPrompt {
  /** The current state (the `useSyncExternalStore` snapshot): the same object until the next change. */
  getSnapshot(): SessionPromptState;
  /** Registers a change listener; returns the unsubscribe function (the `useSyncExternalStore` contract). */
  subscribe(listener: () => void): () => void;
  /** Opens the dialog (or joins the open one) and resolves with the user's answer. */
  request(event: SessionExpiredEvent): Promise<boolean>;
  /** Closes the dialog with an answer: true when the user is logged in again in place. */
  settle(relogged: boolean): void;
}

export function createSessionPrompt(): SessionPrompt {
  let state: SessionPromptState = { event: null };
  let pending: { promise: Promise<boolean>; resolve: (value: boolean) => void } | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request(event) {
      if (pending) return pending.promise;
      let resolve: (value: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
      state = { event };
      emit();
      return promise;
    },
    settle(relogged) {
      const current = pending;
      pending = null;
      state = { event: null };
      emit();
      current?.resolve(relogged);
    },
  };
}
