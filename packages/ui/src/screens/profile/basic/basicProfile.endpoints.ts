import { endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const basicProfileEndpoints = {
  profileBasic: endpoint('GET', '/api/profile/basic'),
  operationLog: endpoint('GET', '/api/operation/log'),
} as const;
