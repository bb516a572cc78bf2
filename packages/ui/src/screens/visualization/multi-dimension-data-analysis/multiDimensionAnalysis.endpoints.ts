import { endpoint } from '../../../api/endpoints';

/** The server calls of the multiDimensionAnalysis feature (method and path); its manifest lists them, its calls and handlers use them. */
export const multiDimensionAnalysisEndpoints = {
  dataChainGrowth: endpoint('POST', '/api/data-chain-growth'),
  dataOverview: endpoint('POST', '/api/data-overview'),
  multiDimensionContentType: endpoint('GET', '/api/multi-dimension/content-type-distribution'),
  multiDimensionContentSource: endpoint('GET', '/api/multi-dimension/content-source'),
} as const;
