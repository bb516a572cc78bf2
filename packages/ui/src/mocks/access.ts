import type { Endpoint, EndpointAccess, EndpointRule } from '../api/endpoints';
import { endpoints, type EndpointName } from '../endpoints';
import { DEMO_ROLE_HEADER, ResponseCode, ROLES, type Role } from '../constants';
import { demoUsers } from './auth/auth.fixtures';
import { requestToken } from './auth/demoToken';
import { sessionOf } from './auth/mockSession';
import { envelopeFail } from './responses';
import { ACCESS_MOCK_MESSAGES } from './access.messages';

export { ACCESS_MOCK_MESSAGES };

export type { EndpointAccess, EndpointRule };

/** The rule an endpoint declares (`endpoint(method, path, rule)` in its `x.endpoints.ts`). */
function ruleOf({ envelope, access, upload }: Endpoint): EndpointRule {
  return upload ? { envelope, access, upload } : { envelope, access };
}

const names = Object.keys(endpoints) as EndpointName[];

/**
 * Every endpoint's rule by name, as each declaration carries it (api/endpoints.ts and the features'
 * `x.endpoints.ts`): a call cannot be declared without one.
 */
export const endpointRules = Object.fromEntries(
  names.map((name) => [name, ruleOf(endpoints[name])]),
) as Readonly<Record<EndpointName, EndpointRule>>;

const byRoute = new Map<string, EndpointRule>(
  names.map((name) => [
    `${endpoints[name].method} ${endpoints[name].path.toLowerCase()}`,
    endpointRules[name],
  ]),
);

/**
 * The rule of the endpoint a request names (method and path, the path in any case as the real server's routes
 * are), or `undefined` for a path the contract does not have. The contract server asks this before it reads a body.
 */
export function endpointRuleFor(method: string, pathname: string): EndpointRule | undefined {
  const path = pathname.toLowerCase();
  return (
    byRoute.get(`${method.toUpperCase()} ${path}`) ??
    // The same path under a base path (`/gateway/api/...`), as mockPath's `*` prefix matches it.
    [...byRoute.entries()].find(([route]) => {
      const [routeMethod = '', routePath = ''] = route.split(' ');
      return routeMethod === method.toUpperCase() && path.endsWith(routePath);
    })?.[1]
  );
}

/**
 * The role a request acts as on the mocked servers: the one the console works as after Switch Roles (debug mode's
 * `X-Pasture-Role`, contract §4, §10.3), else the account's. The demo grants what its console may switch to anyway;
 * a real server decides the role itself.
 */
export function requestRole(request: Request, username: string): Role | undefined {
  const asked = request.headers.get(DEMO_ROLE_HEADER);
  if (asked && (ROLES as readonly string[]).includes(asked)) return asked as Role;
  return demoUsers[username]?.userInfo.role;
}

/**
 * The answer for a request the endpoint's rule refuses, or `null` when it may go on:
 * - no valid session: the real envelope's HTTP 401 (contract §8), the debug envelope's code 50008 'not logged in'
 *   (contract §6); the client asks the user to log in again either way;
 * - a session that does not act as admin (`requestRole`) on an admin call: HTTP 403 with 'No permission' in the
 *   endpoint's envelope, which the console shows as any refused call (contract §8: a toast for a write, the block's
 *   error for a read).
 */
export function accessRefusal(rule: EndpointRule, request: Request): Response | null {
  if (rule.access === 'anonymous') return null;
  const claims = sessionOf(request);
  if (!claims) {
    if (rule.envelope === 'debug') {
      return envelopeFail('debug', ACCESS_MOCK_MESSAGES.notLoggedIn, {
        code: ResponseCode.illegalToken,
      });
    }
    const message = requestToken(request)
      ? ACCESS_MOCK_MESSAGES.tokenInvalid
      : ACCESS_MOCK_MESSAGES.notLoggedIn;
    return envelopeFail(rule.envelope, message, { status: 401 });
  }
  if (rule.access === 'admin' && requestRole(request, claims.username) !== 'admin') {
    return envelopeFail(rule.envelope, ACCESS_MOCK_MESSAGES.noPermission, { status: 403 });
  }
  return null;
}

/** The rule of one endpoint entry (`mockRoute`'s endpoint): the one its declaration carries. */
export function endpointRuleOf(endpoint: Endpoint): EndpointRule {
  return ruleOf(endpoint);
}
