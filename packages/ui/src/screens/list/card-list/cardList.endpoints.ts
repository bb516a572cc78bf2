import { endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const cardListEndpoints = {
  qualityInspectionList: endpoint('GET', '/api/list/quality-inspection'),
  theServiceList: endpoint('GET', '/api/list/the-service'),
  rulesPresetList: endpoint('GET', '/api/list/rules-preset'),
  qualityInspectionDelete: endpoint('POST', '/api/list/quality-inspection/delete'),
  theServiceOpen: endpoint('POST', '/api/list/the-service/open'),
  theServiceCancel: endpoint('POST', '/api/list/the-service/cancel'),
  theServiceRenew: endpoint('POST', '/api/list/the-service/renew'),
  rulesPresetSwitch: endpoint('POST', '/api/list/rules-preset/switch'),
} as const;
