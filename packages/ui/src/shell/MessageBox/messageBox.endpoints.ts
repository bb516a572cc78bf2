import { endpoint } from '../../api/endpoints';

/** The server calls of the messageBox feature (method and path); its manifest lists them, its calls and handlers use them. */
export const messageBoxEndpoints = {
  messageList: endpoint('POST', '/api/message/list'),
  messageRead: endpoint('POST', '/api/message/read'),
} as const;
