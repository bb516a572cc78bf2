import md5 from 'md5';

/**
 * Demo tokens are stateless and decodable, `demo.<username>.<farmId>.<clientTypeId>.<signature>`, because in the
 * browser demo the handlers' memory is gone after every page reload while the token survives in localStorage.
 * The signature only keeps hand-edited tokens out; it is not security (nothing in a demo is).
 */
export interface DemoTokenClaims {
  username: string;
  farmId: number;
  clientTypeId: number;
}

const PREFIX = 'demo';
const SALT = 'pasture-console-demo';

function sign({ username, farmId, clientTypeId }: DemoTokenClaims): string {
  return md5(`${SALT}|${username}|${farmId}|${clientTypeId}`).slice(0, 16);
}

export function issueDemoToken(claims: DemoTokenClaims): string {
  return [PREFIX, claims.username, claims.farmId, claims.clientTypeId, sign(claims)].join('.');
}

/** The claims of a well-formed, correctly signed demo token, else `null`. */
export function readDemoToken(token: string | null | undefined): DemoTokenClaims | null {
  const parts = token?.split('.');
  if (!parts || parts.length !== 5 || parts[0] !== PREFIX) return null;
  const [, username = '', farm = '', clientType = '', signature] = parts;
  if (!/^[a-z][a-z0-9_-]*$/i.test(username) || !/^\d+$/.test(farm) || !/^\d+$/.test(clientType)) {
    return null;
  }
  const claims: DemoTokenClaims = {
    username,
    farmId: Number(farm),
    clientTypeId: Number(clientType),
  };
  return signature === sign(claims) ? claims : null;
}

/** The token a request carries: the `Token` header, else a bearer `Authorization` header (debug mode). */
export function requestToken(request: Request): string | null {
  const header = request.headers.get('Token');
  if (header) return header;
  const authorization = request.headers.get('Authorization');
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}
