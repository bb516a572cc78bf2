import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, resolveLoginRedirect, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/dashboard/workplace', '/dashboard/workplace'],
    ['/list/search-table?current=2&pageSize=20', '/list/search-table?current=2&pageSize=20'],
    ['/user/info#certification', '/user/info#certification'],
    ['/a/../list/card', '/list/card'],
    ['/search?q=a%2Fb', '/search?q=a%2Fb'],
    ['/', '/'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example/x'],
    ['backslashes only', '\\\\evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'dashboard'],
    ['leading space', ' /dashboard'],
    ['encoded protocol-relative', '/%2F%2Fevil.example'],
    ['double-encoded protocol-relative', '/%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline', '/dashboard\nSet-Cookie: x'],
    ['encoded newline', '/dashboard%0ASet-Cookie:x'],
    ['dot segments leading off-site', '/a/..//evil.example'],
    ['malformed encoding', '/%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s', (_label, raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });

  it.each([undefined, null, 42, ['/dashboard'], { path: '/x' }])(
    'refuses the non-string %j',
    (raw) => {
      expect(safeRedirectTarget(raw)).toBeNull();
    },
  );

  it('refuses absurdly long values', () => {
    expect(safeRedirectTarget(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('buildLoginRedirect', () => {
  it('puts the path first and keeps the original query', () => {
    expect(
      buildLoginRedirect({ pathname: '/list/search-table', search: '?current=2&status=online' }),
    ).toEqual({
      pathname: '/login',
      search: '?redirect=%2Flist%2Fsearch-table&current=2&status=online',
    });
  });

  it('accepts a query without the question mark', () => {
    expect(buildLoginRedirect({ pathname: '/user/info', search: 'tab=1' }).search).toBe(
      '?redirect=%2Fuser%2Finfo&tab=1',
    );
  });

  it('drops an original redirect parameter so the target stays unambiguous', () => {
    expect(buildLoginRedirect({ pathname: '/x', search: '?redirect=//evil&a=1' }).search).toBe(
      '?redirect=%2Fx&a=1',
    );
  });

  it('needs no redirect for the root or the login page itself', () => {
    expect(buildLoginRedirect({ pathname: '/' })).toEqual({ pathname: '/login', search: '' });
    expect(buildLoginRedirect({ pathname: '/login', search: '?a=1' })).toEqual({
      pathname: '/login',
      search: '?a=1',
    });
  });
});

describe('resolveLoginRedirect', () => {
  it('rebuilds the original location', () => {
    const { search } = buildLoginRedirect({ pathname: '/list/card', search: '?tab=rules&page=2' });
    expect(resolveLoginRedirect(search)).toBe('/list/card?tab=rules&page=2');
  });

  it('returns null without a redirect, for an unsafe one, and for the login page', () => {
    expect(resolveLoginRedirect('?a=1')).toBeNull();
    expect(resolveLoginRedirect('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(resolveLoginRedirect('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(resolveLoginRedirect('?redirect=%2Flogin')).toBeNull();
  });
});
