import { endpoint, sessionCall } from '../../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const searchTableEndpoints = {
  policyList: endpoint('GET', '/api/list/policy', sessionCall('debug')),
  policyDetail: endpoint('GET', '/api/list/policy/detail', sessionCall('debug')),
  policyCreate: endpoint('POST', '/api/list/policy/create', sessionCall('debug')),
  policyImport: endpoint('POST', '/api/list/policy/import', sessionCall('debug')),
  policyStatus: endpoint('POST', '/api/list/policy/status', sessionCall('debug')),
} as const;
