import md5 from 'md5';
import { CLIENT_VARIANT_CK, type ClientVariantIds } from './clientVariant';

/**
 * The login call's body, apart from the call (auth.api.ts): what the password becomes on the wire and what
 * POST /api/Login/MobileLogin carries. A module of its own with nothing but md5 under it, so a host can build the
 * very body the library sends before the library has loaded (the console's login before hydration, ADR 023).
 */

/**
 * The password as it travels (md5). An empty password stays empty, so the server can still answer
 * 'password empty' instead of comparing the hash of nothing.
 */
export function hashPassword(password: string): string {
  return password === '' ? '' : md5(password);
}

/**
 * A password as typed, or the md5 digest of one (a remembered login keeps only the digest, never the password).
 */
export type PasswordCredential =
  | {
      /** The password as typed; it travels as its md5 digest, never in plain text. */
      password: string;
      /** Not with `password`: give one or the other. */
      passwordDigest?: never;
    }
  | {
      /** The md5 digest of the password (hex), as a remembered login keeps it; sent as it is. */
      passwordDigest: string;
      /** Not with `passwordDigest`: give one or the other. */
      password?: never;
    };

/** The password field as it travels: the given digest, or the md5 of the typed password. */
export function passwordOnWire(credential: PasswordCredential): string {
  return credential.passwordDigest ?? hashPassword(credential.password ?? '');
}

/**
 * What a login takes: the mobile number and the password (typed, or the digest a remembered login kept), and
 * optionally the edition that logs in.
 */
export type MobileLoginCredentials = PasswordCredential & {
  /** The account's mobile number, as typed (the server checks it; no format is imposed here). */
  mobile: string;
  /** Which edition logs in; defaults to CK. */
  variant?: ClientVariantIds;
};

/** Body of POST /api/Login/MobileLogin. */
export interface MobileLoginRequest {
  Mobile: string;
  /** md5 of the password. */
  Pwd: string;
  clientTypeId: number;
  clientId: number;
}

/** The body of POST /api/Login/MobileLogin for these credentials (the password as its md5 digest). */
export function mobileLoginBody({
  mobile,
  variant = CLIENT_VARIANT_CK,
  ...credential
}: MobileLoginCredentials): MobileLoginRequest {
  return {
    Mobile: mobile,
    Pwd: passwordOnWire(credential),
    clientTypeId: variant.clientTypeId,
    clientId: variant.clientId,
  };
}
