import { describe, expect, it } from 'vitest';
import { createTestClient } from '../../../testing';
import { getContentPublish, getPublicOpinionAnalysis } from './dataAnalysis.api';
import { opinionSplit, opinionTrends, SERIES_LENGTH } from './dataAnalysis.fixtures';

describe('public opinion analysis (contract §7: a quota, else the type split)', () => {
  it('answers each daily quota its total, growth and 12 days', async () => {
    for (const quota of ['visitors', 'published', 'comment'] as const) {
      const answer = await getPublicOpinionAnalysis(createTestClient(), { quota });
      expect(answer).toEqual(opinionTrends[quota]);
      expect(answer.chartData).toHaveLength(SERIES_LENGTH);
    }
  });

  it('answers the split by content kind for share, or for a quota it does not know', async () => {
    expect(await getPublicOpinionAnalysis(createTestClient(), { quota: 'share' })).toEqual(
      opinionSplit,
    );
    expect(
      await createTestClient().request({
        method: 'POST',
        path: '/api/public-opinion-analysis',
        body: { quota: 'anything' },
        envelope: 'debug',
      }),
    ).toEqual(opinionSplit);
  });

  it('answers every kind’s publishing over the same 12 hours', async () => {
    const records = await getContentPublish(createTestClient());
    expect(records.map((record) => record.name)).toEqual(['text', 'imageText', 'video']);
    for (const record of records) {
      expect(record.x).toEqual(records[0]?.x);
      expect(record.y).toHaveLength(SERIES_LENGTH);
    }
  });
});
