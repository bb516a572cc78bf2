import { coreEndpoints, endpoint, sessionCall } from '../../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const workplaceEndpoints = {
  contentData: endpoint('GET', '/api/content-data', sessionCall('debug')),
  popularList: endpoint('GET', '/api/popular/list', sessionCall('debug')),
  // Shared with another screen, so declared by the core (api/endpoints.ts).
  popularAuthorList: coreEndpoints.popularAuthorList,
} as const;
