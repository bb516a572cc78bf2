import { endpoint } from '../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const messageBoxEndpoints = {
  messageList: endpoint('POST', '/api/message/list'),
  messageRead: endpoint('POST', '/api/message/read'),
} as const;
