import { coreEndpoints, endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const workplaceEndpoints = {
  contentData: endpoint('GET', '/api/content-data'),
  popularList: endpoint('GET', '/api/popular/list'),
  // Shared with another screen, so declared by the core (api/endpoints.ts).
  popularAuthorList: coreEndpoints.popularAuthorList,
} as const;
