import { endpoint, sessionCall } from '../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const messageBoxEndpoints = {
  messageList: endpoint('POST', '/api/message/list', sessionCall('debug')),
  messageRead: endpoint('POST', '/api/message/read', sessionCall('debug')),
} as const;
