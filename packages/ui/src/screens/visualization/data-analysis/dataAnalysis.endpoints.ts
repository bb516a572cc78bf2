import { adminCall, coreEndpoints, endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const dataAnalysisEndpoints = {
  publicOpinionAnalysis: endpoint('POST', '/api/public-opinion-analysis', adminCall('debug')),
  contentPeriodAnalysis: endpoint('POST', '/api/content-period-analysis', adminCall('debug')),
  contentPublish: endpoint('GET', '/api/content-publish', adminCall('debug')),
  // Shared with another screen, so declared by the core (api/endpoints.ts).
  popularAuthorList: coreEndpoints.popularAuthorList,
} as const;
