import { endpoint, sessionCall } from '../../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const cardListEndpoints = {
  qualityInspectionList: endpoint('GET', '/api/list/quality-inspection', sessionCall('debug')),
  theServiceList: endpoint('GET', '/api/list/the-service', sessionCall('debug')),
  rulesPresetList: endpoint('GET', '/api/list/rules-preset', sessionCall('debug')),
  qualityInspectionDelete: endpoint(
    'POST',
    '/api/list/quality-inspection/delete',
    sessionCall('debug'),
  ),
  theServiceOpen: endpoint('POST', '/api/list/the-service/open', sessionCall('debug')),
  theServiceCancel: endpoint('POST', '/api/list/the-service/cancel', sessionCall('debug')),
  theServiceRenew: endpoint('POST', '/api/list/the-service/renew', sessionCall('debug')),
  rulesPresetSwitch: endpoint('POST', '/api/list/rules-preset/switch', sessionCall('debug')),
} as const;
