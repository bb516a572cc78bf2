import { describe, expect, it } from 'vitest';
import { issueDemoToken, readDemoToken, requestToken } from './demoToken';

describe('demo tokens', () => {
  it('decode without any server memory', () => {
    const token = issueDemoToken({ username: 'operator', farmId: 1003, clientTypeId: 1 });
    expect(token).toMatch(/^demo\.operator\.1003\.1\.[0-9a-f]{16}$/);
    expect(readDemoToken(token)).toEqual({ username: 'operator', farmId: 1003, clientTypeId: 1 });
  });

  it.each([
    ['a changed farm', (token: string) => token.replace('.1003.', '.1002.')],
    ['a changed user', (token: string) => token.replace('operator', 'admin')],
    [
      'a changed signature',
      (token: string) => `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
    ],
    ['a missing part', (token: string) => token.split('.').slice(0, 4).join('.')],
    ['another prefix', (token: string) => token.replace(/^demo/, 'prod')],
  ])('refuse %s', (_label, tamper) => {
    const token = issueDemoToken({ username: 'operator', farmId: 1003, clientTypeId: 1 });
    expect(readDemoToken(tamper(token))).toBeNull();
  });

  it('refuse nothing at all', () => {
    expect(readDemoToken(null)).toBeNull();
    expect(readDemoToken('')).toBeNull();
  });
});

describe('requestToken', () => {
  it('prefers the Token header and falls back to a bearer Authorization', () => {
    const url = 'http://localhost/api/user/info';
    expect(
      requestToken(new Request(url, { headers: { Token: 'a', Authorization: 'Bearer b' } })),
    ).toBe('a');
    expect(requestToken(new Request(url, { headers: { Authorization: 'Bearer b' } }))).toBe('b');
    expect(requestToken(new Request(url, { headers: { Authorization: 'Basic b' } }))).toBeNull();
    expect(requestToken(new Request(url))).toBeNull();
  });
});
