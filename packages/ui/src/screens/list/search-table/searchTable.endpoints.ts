import { endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const searchTableEndpoints = {
  policyList: endpoint('GET', '/api/list/policy'),
  policyDetail: endpoint('GET', '/api/list/policy/detail'),
  policyCreate: endpoint('POST', '/api/list/policy/create'),
  policyImport: endpoint('POST', '/api/list/policy/import'),
  policyStatus: endpoint('POST', '/api/list/policy/status'),
} as const;
