import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';

describe('endpoints', () => {
  it('holds the real-server calls of contract §7 with their methods', () => {
    const real = [
      'mobileLogin',
      'getIdentifyingCode',
      'verificationMobile',
      'resetPassword',
      'getUserByToken',
      'serverMenu',
      'getFarmList',
      'changeFarm',
      'getTokenByClientTypeId',
    ] as const;
    // Method and path; each call's rule on the mocked servers is mocks/access.test.ts's.
    expect(
      Object.fromEntries(
        real.map((name) => [name, { method: endpoints[name].method, path: endpoints[name].path }]),
      ),
    ).toEqual({
      mobileLogin: { method: 'POST', path: '/api/Login/MobileLogin' },
      getIdentifyingCode: { method: 'POST', path: '/api/Login/GetIdentifyingCode' },
      verificationMobile: { method: 'POST', path: '/api/Login/VerificationMobile' },
      resetPassword: { method: 'POST', path: '/api/Login/ResetPwd' },
      getUserByToken: { method: 'POST', path: '/api/Login/GetUserByToken' },
      serverMenu: { method: 'POST', path: '/api/user/menu' },
      getFarmList: { method: 'GET', path: '/api/BaseFarm/GetFarmList' },
      changeFarm: { method: 'POST', path: '/api/Login/ChangeFarmId' },
      getTokenByClientTypeId: { method: 'GET', path: '/api/Login/GetTokenByClientTypeId' },
    });
  });

  it('holds every debug-mode path of contract §7', () => {
    const debugPaths = [
      '/api/user/info',
      '/api/user/login',
      '/api/user/logout',
      '/api/user/menu',
      '/api/message/list',
      '/api/message/read',
      '/api/content-data',
      '/api/popular/list',
      '/api/chat/list',
      '/api/list/quality-inspection',
      '/api/list/the-service',
      '/api/list/rules-preset',
      '/api/list/policy',
      '/api/channel-form/submit',
      '/api/profile/basic',
      '/api/operation/log',
      '/api/public-opinion-analysis',
      '/api/content-period-analysis',
      '/api/content-publish',
      '/api/popular-author/list',
      '/api/data-chain-growth',
      '/api/data-overview',
      '/api/user/my-project/list',
      '/api/user/latest-activity',
      '/api/user/visits',
      '/api/user/project-and-team/list',
      '/api/user/my-team/list',
      '/api/user/save-info',
      '/api/user/certification',
      '/api/user/upload',
    ];
    const paths = Object.values(endpoints).map((endpoint) => endpoint.path);
    expect(paths).toEqual(expect.arrayContaining(debugPaths));
  });

  it('documents every path that is not in contract §7 as one of our own (§10.2)', () => {
    const contract = readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../../../docs/product-contract.md',
      ),
      'utf8',
    );
    const ours = contract.slice(contract.indexOf('### 10.2'), contract.indexOf('### 10.3'));
    const section7 = contract.slice(contract.indexOf('## 7.'), contract.indexOf('## 8.'));
    const notInSection7 = Object.values(endpoints)
      .map((endpoint) => endpoint.path)
      .filter((path) => !section7.includes(path));
    expect(notInSection7.length).toBeGreaterThan(0);
    // A row of the §10.2 table: `| METHOD | /api/... |`.
    const documented = (path: string) =>
      ours.split('\n').some((line) => line.split('|').some((cell) => cell.trim() === path));
    expect(notInSection7.filter((path) => !documented(path))).toEqual([]);
  });

  it('never lists a path twice', () => {
    const paths = Object.values(endpoints).map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
