import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiProvider';
import { isApiError } from '../../api/errors';
import { getMessageList, markMessagesRead } from './messageBox.api';
import { countUnread, type Message, type MessageType, type UnreadCounts } from './messageBox.types';

export interface UseMessageBoxOptions {
  /** Load the list on mount (default `true`); with `false` nothing loads until `reload()`. */
  enabled?: boolean;
}

export interface UseMessageBoxResult {
  /** The last list the server sent, with confirmed reads applied; `null` until the first load succeeded. */
  messages: readonly Message[] | null;
  /** A list request is in flight (the first load or a reload). */
  loading: boolean;
  /** Why the last list request failed; cleared by the next successful load. */
  loadError: unknown;
  /** Unread entries per tab. */
  unreadCounts: UnreadCounts;
  /** Unread entries of all tabs. */
  totalUnread: number;
  /** Loads the list again; the previous list stays shown meanwhile. */
  reload: () => void;
  /**
   * Sends `ids` to the read call. The entries turn read only after the server confirmed it; on failure they stay
   * unread and `readError` is set. Resolves `true` on success.
   */
  markRead: (ids: readonly number[]) => Promise<boolean>;
  /** Marks every unread entry of `type` (or of all tabs) read, in one call. */
  markAllRead: (type?: MessageType) => Promise<boolean>;
  /** Ids whose read call is in flight. */
  pendingIds: ReadonlySet<number>;
  /** The tab whose "mark all read" is in flight (`'all'` for all tabs), or `null`. */
  markingAll: MessageType | 'all' | null;
  /** Why the last read call failed; cleared when a read call starts or by `dismissReadError`. */
  readError: unknown;
  dismissReadError: () => void;
}

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The navbar message box's data: loads POST /api/message/list through the `ApiProvider` client, counts the unread
 * entries and marks entries read through POST /api/message/read (SPEC §4, no optimistic flip).
 */
export function useMessageBox({ enabled = true }: UseMessageBoxOptions = {}): UseMessageBoxResult {
  const client = useApiClient();
  const [messages, setMessages] = useState<readonly Message[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  // Request number: -1 before the first one (not enabled), then 0, 1, … per reload.
  const [attempt, setAttempt] = useState(enabled ? 0 : -1);
  const [settledAttempt, setSettledAttempt] = useState(-1);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(NO_IDS);
  const [markingAll, setMarkingAll] = useState<MessageType | 'all' | null>(null);
  const [readError, setReadError] = useState<unknown>(null);
  // Reads the server confirmed. A list request sent before the read call may answer after it; these ids stay read
  // (reading is one-way, SPEC §4).
  const confirmedRead = useRef(new Set<number>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (attempt < 0) return;
    const controller = new AbortController();
    getMessageList(client, { signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        setMessages(
          list.map((message) =>
            confirmedRead.current.has(message.id) ? { ...message, status: 1 } : message,
          ),
        );
        setLoadError(null);
        setSettledAttempt(attempt);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(error);
        setSettledAttempt(attempt);
      },
    );
    return () => controller.abort();
  }, [client, attempt]);

  const reload = useCallback(() => setAttempt((value) => Math.max(value, 0) + 1), []);

  const sendRead = useCallback(
    async (ids: readonly number[], all: MessageType | 'all' | null): Promise<boolean> => {
      if (ids.length === 0) return true;
      setReadError(null);
      setPendingIds((current) => new Set([...current, ...ids]));
      if (all !== null) setMarkingAll(all);
      try {
        await markMessagesRead(client, { ids });
        for (const id of ids) confirmedRead.current.add(id);
        if (mounted.current) {
          setMessages((current) =>
            current === null
              ? current
              : current.map((message) =>
                  ids.includes(message.id) ? { ...message, status: 1 } : message,
                ),
          );
        }
        return true;
      } catch (error) {
        if (mounted.current && !(isApiError(error) && error.kind === 'aborted')) {
          setReadError(error);
        }
        return false;
      } finally {
        if (mounted.current) {
          setPendingIds((current) => {
            const next = new Set(current);
            for (const id of ids) next.delete(id);
            return next.size === 0 ? NO_IDS : next;
          });
          if (all !== null) setMarkingAll((current) => (current === all ? null : current));
        }
      }
    },
    [client],
  );

  const markRead = useCallback(
    (ids: readonly number[]) => {
      // Only unread entries that are not already on their way.
      const unread = ids.filter(
        (id) =>
          !pendingIds.has(id) &&
          messages?.some((message) => message.id === id && message.status === 0),
      );
      return sendRead(unread, null);
    },
    [messages, pendingIds, sendRead],
  );

  const markAllRead = useCallback(
    (type?: MessageType) => {
      const ids = (messages ?? [])
        .filter(
          (message) =>
            message.status === 0 &&
            !pendingIds.has(message.id) &&
            (type === undefined || message.type === type),
        )
        .map((message) => message.id);
      return sendRead(ids, type ?? 'all');
    },
    [messages, pendingIds, sendRead],
  );

  // Derived rather than set in the effect: a reload shows as loading in the same render.
  const loading = attempt >= 0 && settledAttempt !== attempt;
  const unreadCounts = useMemo(() => countUnread(messages ?? []), [messages]);
  const totalUnread = unreadCounts.message + unreadCounts.notice + unreadCounts.todo;
  const dismissReadError = useCallback(() => setReadError(null), []);

  return {
    messages,
    loading,
    loadError,
    unreadCounts,
    totalUnread,
    reload,
    markRead,
    markAllRead,
    pendingIds,
    markingAll,
    readError,
    dismissReadError,
  };
}
