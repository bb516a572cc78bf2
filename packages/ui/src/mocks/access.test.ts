import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../endpoints';
import { canAccess } from '../auth/access';
import { flattenRoutes } from '../routing/registeredRoutes';
import { createRouteTable } from '../features';
import { issueDemoToken } from './auth/demoToken';
import { ACCESS_MOCK_MESSAGES, endpointRules } from './access';
import { DEMO_ROLE_HEADER } from '../constants';

/**
 * The mocked servers' access rules (mocks/access.ts) over every endpoint, through the handlers the demo, Storybook,
 * the tests and the contract server share: who may call what, and in which envelope a refusal comes.
 */
const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });
const operatorToken = issueDemoToken({ username: 'operator', farmId: 1001, clientTypeId: 1 });
const names = Object.keys(endpoints) as EndpointName[];

async function call(name: EndpointName, token?: string, role?: string) {
  const { method, path } = endpoints[name];
  const response = await fetch(`${location.origin}${path}`, {
    method,
    headers: {
      ...(token ? { Token: token } : {}),
      ...(role ? { [DEMO_ROLE_HEADER]: role } : {}),
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
    },
    body: method === 'GET' ? undefined : '{}',
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the assertions below say what was expected.
  }
  return { status: response.status, body };
}

/** Whether an answer is a refusal of the access check (not the endpoint's own answer). */
function refusedForSession({ status, body }: Awaited<ReturnType<typeof call>>): boolean {
  return status === 401 || body.code === 50008;
}

/**
 * The page each admin-only call serves, by route name: the call is admin-only because that page is (contract §6).
 * A new admin-only call fails the first test until it is listed with its page.
 */
const adminCallPages: Partial<Record<EndpointName, string>> = {
  chatList: 'monitor',
  chatSend: 'monitor',
  chatCollect: 'monitor',
  monitorStudioList: 'monitor',
  monitorStudioOperation: 'monitor',
  channelFormSubmit: 'stepForm',
  groupFormSubmit: 'groupForm',
  profileBasic: 'basicProfile',
  operationLog: 'basicProfile',
  publicOpinionAnalysis: 'dataAnalysis',
  contentPeriodAnalysis: 'dataAnalysis',
  contentPublish: 'dataAnalysis',
  dataChainGrowth: 'multiDimensionDataAnalysis',
  dataOverview: 'multiDimensionDataAnalysis',
  multiDimensionContentType: 'multiDimensionDataAnalysis',
  multiDimensionContentSource: 'multiDimensionDataAnalysis',
};

describe('the mocked servers’ access rules', () => {
  it('make admin-only exactly the calls of admin-only pages, which the UI gate keeps from the user role', () => {
    const adminCalls = names.filter((name) => endpointRules[name].access === 'admin');
    expect(adminCalls.sort()).toEqual(Object.keys(adminCallPages).sort());
    const pages = new Map(flattenRoutes(createRouteTable()).map((route) => [route.name, route]));
    for (const name of adminCalls) {
      const page = pages.get(adminCallPages[name] ?? '');
      expect(page, name).toBeDefined();
      if (!page) continue;
      expect(canAccess(page, 'user'), `${name}: the user role opens ${page.path}`).toBe(false);
      expect(canAccess(page, 'admin'), name).toBe(true);
    }
  });

  it('answer every call but login, the forgot-password calls and the menu with a refusal without a session', async () => {
    const open: EndpointName[] = [];
    for (const name of names) {
      const rule = endpointRules[name];
      for (const token of [undefined, 'demo.admin.1001.1.forged0000000000']) {
        const answer = await call(name, token);
        if (rule.access === 'anonymous') {
          if (refusedForSession(answer)) throw new Error(`${name} refused an anonymous call`);
          continue;
        }
        if (!refusedForSession(answer)) open.push(name);
        else if (rule.envelope === 'debug') {
          // contract §6: the debug envelope's 'not logged in'.
          expect(answer, name).toEqual({
            status: 200,
            body: {
              code: 50008,
              msg: ACCESS_MOCK_MESSAGES.notLoggedIn,
              status: 'fail',
              data: null,
            },
          });
        } else {
          // contract §8: the real server's HTTP 401, in its envelope.
          expect(answer.status, name).toBe(401);
          expect(answer.body, name).toMatchObject({ Code: 401, data: null });
        }
      }
    }
    expect(open).toEqual([]);
    expect(names.filter((name) => endpointRules[name].access === 'anonymous').sort()).toEqual([
      'getIdentifyingCode',
      'mobileLogin',
      'resetPassword',
      'serverMenu',
      'userLogin',
      'verificationMobile',
    ]);
  });

  it('refuse an admin-only call for an account that is not admin, in the call’s envelope, and let an admin through', async () => {
    for (const name of names) {
      const rule = endpointRules[name];
      const asOperator = await call(name, operatorToken);
      const asAdmin = await call(name, adminToken);
      // The answer an admin gets is in the envelope the rule names: the table and the handlers agree.
      const envelopeCode = rule.envelope === 'real' ? asAdmin.body.Code : asAdmin.body.code;
      expect(typeof envelopeCode, `${name} answers the ${rule.envelope} envelope`).toBe('number');
      expect(refusedForSession(asAdmin), name).toBe(false);
      expect(asAdmin.status, name).not.toBe(403);
      if (rule.access !== 'admin') {
        expect(asOperator.status, name).not.toBe(403);
        continue;
      }
      expect(asOperator.status, name).toBe(403);
      expect(asOperator.body, name).toEqual(
        rule.envelope === 'real'
          ? { Code: 403, Message: ACCESS_MOCK_MESSAGES.noPermission, data: null }
          : { code: 50000, msg: ACCESS_MOCK_MESSAGES.noPermission, status: 'fail', data: null },
      );
    }
  });

  it('answer as the role the console switched to (debug mode’s X-Pasture-Role), else as the account’s', async () => {
    const adminCalls = names.filter((name) => endpointRules[name].access === 'admin');
    for (const name of adminCalls) {
      expect((await call(name, operatorToken, 'admin')).status, name).not.toBe(403);
      expect((await call(name, adminToken, 'user')).status, name).toBe(403);
      // A value that is no role is ignored: the account decides.
      expect((await call(name, operatorToken, 'root')).status, name).toBe(403);
    }
  });
});
