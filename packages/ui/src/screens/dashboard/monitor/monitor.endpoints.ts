import { endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const monitorEndpoints = {
  chatList: endpoint('POST', '/api/chat/list'),
  chatSend: endpoint('POST', '/api/chat/send'),
  chatCollect: endpoint('POST', '/api/chat/collect'),
  monitorStudioList: endpoint('GET', '/api/monitor/studio/list'),
  monitorStudioOperation: endpoint('POST', '/api/monitor/studio/operation'),
} as const;
