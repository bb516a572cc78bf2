import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints';
import { server } from './node';
import { mockRoute } from './route';

describe('mockRoute', () => {
  it("answers the endpoint's path on any origin with the endpoint's method only", async () => {
    server.use(
      mockRoute(endpoints.policyList, () => HttpResponse.json('route')),
      http.all('*/api/list/policy', () => HttpResponse.json('fallback')),
    );
    const remote = await fetch('https://api.pasture.test/api/list/policy?current=1');
    expect(await remote.json()).toBe('route');
    const local = await fetch(`${location.origin}/api/list/policy`);
    expect(await local.json()).toBe('route');
    const post = await fetch(`${location.origin}/api/list/policy`, { method: 'POST' });
    expect(await post.json()).toBe('fallback');
  });
});
