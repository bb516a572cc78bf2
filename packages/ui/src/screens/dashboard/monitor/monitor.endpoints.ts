import { adminCall, endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const monitorEndpoints = {
  chatList: endpoint('POST', '/api/chat/list', adminCall('debug')),
  chatSend: endpoint('POST', '/api/chat/send', adminCall('debug')),
  chatCollect: endpoint('POST', '/api/chat/collect', adminCall('debug')),
  monitorStudioList: endpoint('GET', '/api/monitor/studio/list', adminCall('debug')),
  monitorStudioOperation: endpoint('POST', '/api/monitor/studio/operation', adminCall('debug')),
} as const;
