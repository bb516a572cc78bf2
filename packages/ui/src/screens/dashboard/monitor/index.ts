export { MonitorScreen } from './MonitorScreen';
export { CHAT_POLL_INTERVAL_MS } from './monitor.constants';
export {
  chatListQueryOptions,
  collectChatMessage,
  getChatList,
  getStudioList,
  runStudioOperation,
  sendChatMessage,
  studioListQueryOptions,
} from './monitor.api';
export type { MonitorCallOptions } from './monitor.api';
export { CHAT_MESSAGE_MAX, chatMessageSchema } from './monitor.schema';
export type { ChatMessageValues } from './monitor.schema';
export { LIVE_METHODS, STUDIO_OPERATIONS } from './monitor.types';
export type {
  ChatCollectRequest,
  ChatItem,
  ChatSendRequest,
  LiveMethod,
  Studio,
  StudioAuditStatus,
  StudioCategory,
  StudioOperation,
  StudioOperationRequest,
  StudioQuality,
  StudioStatus,
  StudioStream,
  StreamRole,
} from './monitor.types';
export { monitorLocale } from './locales';
