import { coreEndpoints, endpoint } from '../../../api/endpoints';

/** The server calls of the dataAnalysis feature (method and path); its manifest lists them, its calls and handlers use them. */
export const dataAnalysisEndpoints = {
  publicOpinionAnalysis: endpoint('POST', '/api/public-opinion-analysis'),
  contentPeriodAnalysis: endpoint('POST', '/api/content-period-analysis'),
  contentPublish: endpoint('GET', '/api/content-publish'),
  // Shared with another screen, so declared by the core (api/endpoints.ts).
  popularAuthorList: coreEndpoints.popularAuthorList,
} as const;
