import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './rememberedLogin';

describe('remembered login', () => {
  it('stores the md5 digest, never the plain password', () => {
    saveRememberedLogin({ username: 'admin', mobile: '13800000001', password: 'Secret123' });
    const raw = localStorage.getItem('pasture.rememberedLogin') ?? '';
    expect(raw).not.toContain('Secret123');
    expect(readRememberedLogin()).toEqual({
      username: 'admin',
      mobile: '13800000001',
      passwordDigest: md5('Secret123'),
    });
  });

  it('keeps an existing digest as is', () => {
    saveRememberedLogin({ username: 'a', mobile: '13800000001', passwordDigest: md5('x') });
    expect(readRememberedLogin()?.passwordDigest).toBe(md5('x'));
  });

  it('ignores corrupted or tampered entries', () => {
    localStorage.setItem('pasture.rememberedLogin', '{not json');
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(
      'pasture.rememberedLogin',
      JSON.stringify({ username: 'a', mobile: '1', passwordDigest: 'plain-password' }),
    );
    expect(readRememberedLogin()).toBeNull();
  });

  it('forgets', () => {
    saveRememberedLogin({ username: 'a', mobile: '13800000001', password: 'Secret123' });
    forgetRememberedLogin();
    expect(readRememberedLogin()).toBeNull();
  });
});
