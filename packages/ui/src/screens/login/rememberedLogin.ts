import md5 from 'md5';
import { StorageKey } from '../../constants';

/**
 * What 'remember password' keeps: the identity fields and the md5 digest the server expects — never the
 * password itself. The digest is sent as is on the next login, so the plain password never touches storage.
 */
export interface RememberedLogin {
  username: string;
  mobile: string;
  passwordDigest: string;
}

function isRemembered(value: unknown): value is RememberedLogin {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.username === 'string' &&
    typeof record.mobile === 'string' &&
    typeof record.passwordDigest === 'string' &&
    /^[0-9a-f]{32}$/.test(record.passwordDigest)
  );
}

export function readRememberedLogin(): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(StorageKey.rememberedLogin);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isRemembered(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveRememberedLogin({
  username,
  mobile,
  password,
  passwordDigest,
}: {
  username: string;
  mobile: string;
  password?: string;
  passwordDigest?: string;
}): void {
  const digest = passwordDigest ?? md5(password ?? '');
  const value: RememberedLogin = { username, mobile, passwordDigest: digest };
  localStorage.setItem(StorageKey.rememberedLogin, JSON.stringify(value));
}

export function forgetRememberedLogin(): void {
  localStorage.removeItem(StorageKey.rememberedLogin);
}
