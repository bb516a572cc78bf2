import { adminCall, endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const multiDimensionAnalysisEndpoints = {
  dataChainGrowth: endpoint('POST', '/api/data-chain-growth', adminCall('debug')),
  dataOverview: endpoint('POST', '/api/data-overview', adminCall('debug')),
  multiDimensionContentType: endpoint(
    'GET',
    '/api/multi-dimension/content-type-distribution',
    adminCall('debug'),
  ),
  multiDimensionContentSource: endpoint(
    'GET',
    '/api/multi-dimension/content-source',
    adminCall('debug'),
  ),
} as const;
