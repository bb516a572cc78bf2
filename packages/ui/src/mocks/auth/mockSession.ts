import { HttpResponse } from 'msw';
import { authMockMessages, demoUsers } from './auth.fixtures';
import { readDemoToken, requestToken, type DemoTokenClaims } from './demoToken';

/**
 * A request's valid session, as the mocked servers see it: a signed demo token of a known user with access to the
 * token's farm. Every handler that acts for a user asks this, so an expired or edited token is refused alike.
 */
export function sessionOf(request: Request): DemoTokenClaims | null {
  const claims = readDemoToken(requestToken(request));
  if (!claims) return null;
  const user = demoUsers[claims.username];
  return user && user.farmIds.includes(claims.farmId) ? claims : null;
}

/** HTTP 401 for a request without a valid session (contract §8: the client asks the user to log in again). */
export function unauthorizedResponse(): Response {
  return HttpResponse.json(
    { Code: 401, Message: authMockMessages.tokenInvalid, data: null },
    { status: 401 },
  );
}
