import { describe, expect, it } from 'vitest';
import { apiRejection, createTestClient } from '../../../testing';
import { getDataChainGrowth, getDataOverview } from './multiDimensionAnalysis.api';
import { CHAIN_LENGTH, chainGrowth, OVERVIEW_LENGTH } from './multiDimensionAnalysis.fixtures';
import { MULTI_DIMENSION_MOCK_MESSAGES } from './multiDimensionAnalysis.handlers';
import { CHAIN_QUOTAS } from './multiDimensionAnalysis.types';

describe('multi-dimension analysis mocks', () => {
  it('gives the overview eight days per metric, each figure its last day (contract §9: overview 8)', async () => {
    const overview = await getDataOverview(createTestClient());
    expect(overview.xAxis).toHaveLength(OVERVIEW_LENGTH);
    for (const metric of overview.data) {
      expect(metric.value).toHaveLength(OVERVIEW_LENGTH);
      expect(metric.value.at(-1)).toBe(metric.count);
    }
  });

  it('answers each chain quota its own 12 days and refuses an unknown one', async () => {
    for (const quota of CHAIN_QUOTAS) {
      const answer = await getDataChainGrowth(createTestClient(), { quota });
      expect(answer).toEqual(chainGrowth[quota]);
      expect(answer.chartData.data).toMatchObject({ name: quota });
      expect(answer.chartData.data.value).toHaveLength(CHAIN_LENGTH);
    }
    const error = await apiRejection(
      getDataChainGrowth(createTestClient(), {
        quota: 'nonsense' as (typeof CHAIN_QUOTAS)[number],
      }),
    );
    expect(error.message).toBe(MULTI_DIMENSION_MOCK_MESSAGES.invalidQuota);
  });
});
