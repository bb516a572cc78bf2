import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { getDataChainGrowth, getDataOverview } from './multiDimensionAnalysis.api';
import { CHAIN_LENGTH, chainGrowth, OVERVIEW_LENGTH } from './multiDimensionAnalysis.fixtures';
import { MULTI_DIMENSION_MOCK_MESSAGES } from './multiDimensionAnalysis.handlers';
import { CHAIN_QUOTAS } from './multiDimensionAnalysis.types';
import { issueDemoToken } from '../../../mocks/auth/demoToken';

// Every call but login, forgot-password and the menu needs a session (mocks/access.ts).
const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });

const client = () =>
  createApiClient({ debug: true, getToken: () => adminToken, onSessionExpired: vi.fn() });

describe('multi-dimension analysis mocks', () => {
  it('gives the overview eight days per metric, each figure its last day (contract §9: overview 8)', async () => {
    const overview = await getDataOverview(client());
    expect(overview.xAxis).toHaveLength(OVERVIEW_LENGTH);
    for (const metric of overview.data) {
      expect(metric.value).toHaveLength(OVERVIEW_LENGTH);
      expect(metric.value.at(-1)).toBe(metric.count);
    }
  });

  it('answers each chain quota its own 12 days and refuses an unknown one', async () => {
    for (const quota of CHAIN_QUOTAS) {
      const answer = await getDataChainGrowth(client(), { quota });
      expect(answer).toEqual(chainGrowth[quota]);
      expect(answer.chartData.data).toMatchObject({ name: quota });
      expect(answer.chartData.data.value).toHaveLength(CHAIN_LENGTH);
    }
    const error = await getDataChainGrowth(client(), {
      quota: 'nonsense' as (typeof CHAIN_QUOTAS)[number],
    }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.message).toBe(MULTI_DIMENSION_MOCK_MESSAGES.invalidQuota);
  });
});
