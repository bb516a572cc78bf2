import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/client';
import { getContentPublish, getPublicOpinionAnalysis } from './dataAnalysis.api';
import { opinionSplit, opinionTrends, SERIES_LENGTH } from './dataAnalysis.fixtures';
import { issueDemoToken } from '../../../mocks/auth/demoToken';

// Every call but login, forgot-password and the menu needs a session (mocks/access.ts).
const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });

const client = () =>
  createApiClient({ debug: true, getToken: () => adminToken, onSessionExpired: vi.fn() });

describe('public opinion analysis (contract §7: a quota, else the type split)', () => {
  it('answers each daily quota its total, growth and 12 days', async () => {
    for (const quota of ['visitors', 'published', 'comment'] as const) {
      const answer = await getPublicOpinionAnalysis(client(), { quota });
      expect(answer).toEqual(opinionTrends[quota]);
      expect(answer.chartData).toHaveLength(SERIES_LENGTH);
    }
  });

  it('answers the split by content kind for share, or for a quota it does not know', async () => {
    expect(await getPublicOpinionAnalysis(client(), { quota: 'share' })).toEqual(opinionSplit);
    expect(
      await client().request({
        method: 'POST',
        path: '/api/public-opinion-analysis',
        body: { quota: 'anything' },
        envelope: 'debug',
      }),
    ).toEqual(opinionSplit);
  });

  it('answers every kind’s publishing over the same 12 hours', async () => {
    const records = await getContentPublish(client());
    expect(records.map((record) => record.name)).toEqual(['text', 'imageText', 'video']);
    for (const record of records) {
      expect(record.x).toEqual(records[0]?.x);
      expect(record.y).toHaveLength(SERIES_LENGTH);
    }
  });
});
