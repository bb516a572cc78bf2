import { afterEach, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../../constants';
import { server } from '../../../mocks/node';
import { apiRejection, createTestClient } from '../../../testing';
import { getContentData, getPopularAuthors, getPopularList } from './workplace.api';
import { buildContentSeries, popularLists } from './workplace.fixtures';
import { WORKPLACE_MOCK_MESSAGES, workplaceScenarios } from './workplace.handlers';

// Every call but login, forgot-password and the menu needs a session (mocks/access.ts): the test client is the admin's.

afterEach(() => {
  server.resetHandlers();
});

describe('workplace calls', () => {
  it('loads the overview and a 12-point daily series', async () => {
    const client = createTestClient();
    const data = await getContentData(client);
    expect(data.series).toHaveLength(12);
    expect(data.series[0]).toEqual({ x: '2026-11-11', y: expect.any(Number) });
    expect(data.series[11]?.x).toBe('2026-11-22');
    expect(data.overview).toMatchObject({ balance: 5670, putIn: 368, growth: 2.8 });
  });

  it('loads exactly five popular items per type, different for each type', async () => {
    const client = createTestClient();
    const text = await getPopularList(client, { type: 'text' });
    const image = await getPopularList(client, { type: 'image' });
    const video = await getPopularList(client, { type: 'video' });
    for (const list of [text, image, video]) {
      expect(list).toHaveLength(5);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual([
        'clickNumber',
        'increases',
        'key',
        'title',
      ]);
    }
    expect(text[0]?.title).toBe('春季牧草种植要点');
    expect(image[0]?.title).toBe('草原牧场航拍图集');
    expect(video[0]?.title).toBe('全混合日粮制作流程');
    expect(text).toEqual(popularLists.text);
  });

  it('loads seven popular authors in ranking order', async () => {
    const client = createTestClient();
    const authors = await getPopularAuthors(client);
    expect(authors.map((author) => author.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(authors[0]).toMatchObject({ author: '张牧远' });
  });

  it('rejects with the server message when the call fails (the card shows it)', async () => {
    server.use(...workplaceScenarios.error);
    const client = createTestClient();
    expect(await apiRejection(getPopularAuthors(client))).toMatchObject({
      code: ResponseCode.failure,
      message: WORKPLACE_MOCK_MESSAGES.serverError,
    });
  });

  it('answers empty lists in the empty scenario', async () => {
    server.use(...workplaceScenarios.empty);
    const client = createTestClient();
    await expect(getContentData(client)).resolves.toEqual({ overview: null, series: [] });
    await expect(getPopularList(client, { type: 'video' })).resolves.toEqual([]);
    await expect(getPopularAuthors(client)).resolves.toEqual([]);
  });
});

describe('workplace fixtures', () => {
  it('are the same on every build (seeded)', () => {
    expect(buildContentSeries()).toEqual(buildContentSeries());
    expect(buildContentSeries(1)).not.toEqual(buildContentSeries(2));
  });
});
