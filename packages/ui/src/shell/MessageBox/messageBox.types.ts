/** Which tab of the message box an entry belongs to (`type`). */
export type MessageType = 'message' | 'notice' | 'todo';

/** The tabs in the order the box shows them. */
export const MESSAGE_TYPES: readonly MessageType[] = ['message', 'notice', 'todo'];

/** `0` unread, `1` read (unread becomes read once its id was sent to the read call). */
export type MessageStatus = 0 | 1;

/**
 * The state tag of a notice or todo (`messageType`, notices and to-dos only). The values follow the Arco Design
 * Pro mock the debug data comes from: 0 not started, 1 enabled, 2 in progress, 3 about to expire.
 */
export type MessageTag = 0 | 1 | 2 | 3;

export const MESSAGE_TAGS: readonly MessageTag[] = [0, 1, 2, 3];

/** One entry of POST /api/message/list. */
export interface Message {
  /** Unique among the entries; what the read call takes. */
  id: number;
  /** The tab it is listed under. */
  type: MessageType;
  /** Who or what it is from ("郑曦月"), or the notice's headline. */
  title: string;
  /** Follows the title in a lighter colour ("的私信", "sent you a message"); may be empty. */
  subTitle: string;
  /** Picture URL; empty when there is none (the box then draws an initial or a type icon). */
  avatar: string;
  /** The text of the entry, shown under its title. */
  content: string;
  /**
   * When it was sent: `YYYY-MM-DD HH:mm:ss` (server time), shown the interface language's way ("Today 12:30",
   * "昨天 18:05"); text in any other form (a server that writes "今天 12:30:01") is shown as it came.
   */
  time: string;
  /** State tag, notices and todos only. */
  messageType?: MessageTag;
  /** Unread (0) or read (1). */
  status: MessageStatus;
}

/** Unread entries per tab. */
export type UnreadCounts = Readonly<Record<MessageType, number>>;

export function isMessageType(value: unknown): value is MessageType {
  return MESSAGE_TYPES.includes(value as MessageType);
}

export function isMessageTag(value: unknown): value is MessageTag {
  return MESSAGE_TAGS.includes(value as MessageTag);
}

/** Counts the unread entries of each tab. */
export function countUnread(messages: readonly Message[]): UnreadCounts {
  const counts: Record<MessageType, number> = { message: 0, notice: 0, todo: 0 };
  for (const message of messages) {
    if (message.status === 0) counts[message.type] += 1;
  }
  return counts;
}
