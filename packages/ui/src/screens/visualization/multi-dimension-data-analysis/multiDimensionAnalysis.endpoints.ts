import { endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const multiDimensionAnalysisEndpoints = {
  dataChainGrowth: endpoint('POST', '/api/data-chain-growth'),
  dataOverview: endpoint('POST', '/api/data-overview'),
  multiDimensionContentType: endpoint('GET', '/api/multi-dimension/content-type-distribution'),
  multiDimensionContentSource: endpoint('GET', '/api/multi-dimension/content-source'),
} as const;
