/**
 * How often an open chat asks for new messages. TanStack Query skips a tick while the browser tab is hidden
 * (`refetchIntervalInBackground` off) and stops the timer while no mounted component watches the chat — a page kept
 * in a background console tab has its effects cleaned up by `<Activity>`, which unsubscribes the query.
 */
export const CHAT_POLL_INTERVAL_MS = 2_000;
