import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../endpoints';
import { issueDemoToken } from './auth/demoToken';
import { HOME_FARM_ID } from './farm';

/**
 * The demo's farm-scoped answers (mocks/farm.ts): the home farm answers the fixtures as they are (what stories and
 * screenshots show), every other farm its own figures, the same on every call.
 */
const farmScoped: ReadonlyArray<{ name: EndpointName; body?: object; query?: string }> = [
  { name: 'contentData' },
  { name: 'popularAuthorList' },
  { name: 'policyList', query: '?current=1&pageSize=10' },
  { name: 'qualityInspectionList' },
  { name: 'theServiceList' },
  { name: 'rulesPresetList' },
  { name: 'publicOpinionAnalysis', body: { quota: 'visitors' } },
  { name: 'publicOpinionAnalysis', body: { quota: 'share' } },
  { name: 'contentPeriodAnalysis' },
  { name: 'contentPublish' },
  { name: 'dataOverview' },
  { name: 'dataChainGrowth', body: { quota: 'userRetention' } },
  { name: 'multiDimensionContentType' },
  { name: 'multiDimensionContentSource' },
];

async function answer(
  { name, body, query = '' }: (typeof farmScoped)[number],
  farmId: number | null,
): Promise<unknown> {
  const { method, path } = endpoints[name];
  const token =
    farmId === null ? null : issueDemoToken({ username: 'admin', farmId, clientTypeId: 1 });
  const response = await fetch(`${location.origin}${path}${query}`, {
    method,
    headers: {
      ...(token ? { Token: token } : {}),
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  return ((await response.json()) as { data: unknown }).data;
}

describe('farm-scoped demo answers', () => {
  it.each(farmScoped.map((call) => [call.name, call] as const))(
    '%s: each farm answers its own, the same every time',
    async (_name, call) => {
      const home = await answer(call, HOME_FARM_ID);
      const other = await answer(call, 1003);
      expect(home).not.toBeNull();
      expect(other).not.toEqual(home);
      expect(await answer(call, 1003)).toEqual(other);
      expect(await answer(call, 1002)).not.toEqual(other);
    },
  );
});
