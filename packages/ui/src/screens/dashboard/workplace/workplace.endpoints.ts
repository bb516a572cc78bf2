import { coreEndpoints, endpoint } from '../../../api/endpoints';

/** The server calls of the workplace feature (method and path); its manifest lists them, its calls and handlers use them. */
export const workplaceEndpoints = {
  contentData: endpoint('GET', '/api/content-data'),
  popularList: endpoint('GET', '/api/popular/list'),
  // Shared with another screen, so declared by the core (api/endpoints.ts).
  popularAuthorList: coreEndpoints.popularAuthorList,
} as const;
