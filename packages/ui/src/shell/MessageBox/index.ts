export { MessageBox, MESSAGE_BADGE_MAX } from './MessageBox';
export type { MessageBoxProps } from './MessageBox';
export { MessageBoxItem } from './MessageBoxItem';
export type { MessageBoxItemProps } from './MessageBoxItem';
export {
  getMessageList,
  markMessagesRead,
  messageCallsSource,
  messageListQueryOptions,
  useMarkMessagesRead,
} from './messageBox.api';
export type { MarkReadVariables, MessageCallOptions, MessageSource } from './messageBox.api';
export { countUnread, isMessageType, MESSAGE_TYPES } from './messageBox.types';
export type {
  Message,
  MessageStatus,
  MessageTag,
  MessageType,
  UnreadCounts,
} from './messageBox.types';
