import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../endpoints';
import { issueDemoToken } from './auth/demoToken';
import { setMockBaseUrl } from './baseUrl';
import { server } from './node';
import { mockRoute } from './route';

// Every handler checks its endpoint's access rule first (mocks/access.ts): the policy list needs a session.
const headers = { Token: issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 }) };

describe('mockRoute', () => {
  afterEach(() => setMockBaseUrl(''));
  const answer = () => HttpResponse.json('route');
  const fallback = http.all('*', () => HttpResponse.json('fallback'));

  it("answers the endpoint's path and method on the page's origin only, by default", async () => {
    server.use(mockRoute(endpoints.policyList, answer), fallback);
    const local = await fetch(`${location.origin}/api/list/policy?current=1`, { headers });
    expect(await local.json()).toBe('route');
    // A host's own API elsewhere, and another method, pass by.
    const remote = await fetch('https://api.host.test/api/list/policy');
    expect(await remote.json()).toBe('fallback');
    const post = await fetch(`${location.origin}/api/list/policy`, { method: 'POST' });
    expect(await post.json()).toBe('fallback');
  });

  it('answers under the base URL set with setMockBaseUrl, path prefix included', async () => {
    setMockBaseUrl('https://api.pasture.test/gateway');
    server.use(mockRoute(endpoints.policyList, answer), fallback);
    const hit = await fetch('https://api.pasture.test/gateway/api/list/policy', { headers });
    expect(await hit.json()).toBe('route');
    for (const url of [
      'https://api.pasture.test/api/list/policy',
      `${location.origin}/gateway/api/list/policy`,
      `${location.origin}/api/list/policy`,
    ]) {
      expect(await (await fetch(url)).json(), url).toBe('fallback');
    }
    setMockBaseUrl('/gateway');
    const relative = await fetch(`${location.origin}/gateway/api/list/policy`, { headers });
    expect(await relative.json()).toBe('route');
  });

  it("checks the endpoint's access rule before its resolver: a scenario cannot skip it", async () => {
    server.use(mockRoute(endpoints.policyList, answer));
    const refused = await fetch(`${location.origin}/api/list/policy`);
    expect(await refused.json()).toMatchObject({ code: 50008, msg: 'not logged in' });
  });

  it('refuses a base URL that is not one', () => {
    expect(() => setMockBaseUrl('api.example.com')).toThrow(/neither ''/);
  });

  it('without a page origin, a relative base fails the matching request with what to set', async () => {
    vi.stubGlobal('location', undefined);
    try {
      const matcher = mockRoute(endpoints.policyList, answer);
      await expect(
        matcher.run({ request: new Request('https://any.test/api/list/policy'), requestId: '1' }),
      ).rejects.toThrow(/mock base URL "" is relative.+setMockBaseUrl/);
      // Anything else passes by.
      await expect(
        matcher.run({ request: new Request('https://any.test/ping'), requestId: '2' }),
      ).resolves.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
