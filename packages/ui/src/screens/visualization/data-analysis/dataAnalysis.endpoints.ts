import { coreEndpoints, endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const dataAnalysisEndpoints = {
  publicOpinionAnalysis: endpoint('POST', '/api/public-opinion-analysis'),
  contentPeriodAnalysis: endpoint('POST', '/api/content-period-analysis'),
  contentPublish: endpoint('GET', '/api/content-publish'),
  // Shared with another screen, so declared by the core (api/endpoints.ts).
  popularAuthorList: coreEndpoints.popularAuthorList,
} as const;
