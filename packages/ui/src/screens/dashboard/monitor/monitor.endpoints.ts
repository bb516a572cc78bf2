import { endpoint } from '../../../api/endpoints';

/** The server calls of the monitor feature (method and path); its manifest lists them, its calls and handlers use them. */
export const monitorEndpoints = {
  chatList: endpoint('POST', '/api/chat/list'),
  chatSend: endpoint('POST', '/api/chat/send'),
  chatCollect: endpoint('POST', '/api/chat/collect'),
  monitorStudioList: endpoint('GET', '/api/monitor/studio/list'),
  monitorStudioOperation: endpoint('POST', '/api/monitor/studio/operation'),
} as const;
