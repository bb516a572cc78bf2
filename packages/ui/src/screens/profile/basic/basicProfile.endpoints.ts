import { endpoint } from '../../../api/endpoints';

/** The server calls of the basicProfile feature (method and path); its manifest lists them, its calls and handlers use them. */
export const basicProfileEndpoints = {
  profileBasic: endpoint('GET', '/api/profile/basic'),
  operationLog: endpoint('GET', '/api/operation/log'),
} as const;
