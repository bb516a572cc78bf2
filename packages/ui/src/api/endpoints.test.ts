import { describe, expect, it } from 'vitest';
import { endpoints, mockPath } from './endpoints';

describe('endpoints', () => {
  it('holds the real-server calls of contract §7 with their methods', () => {
    expect({
      mobileLogin: endpoints.mobileLogin,
      getIdentifyingCode: endpoints.getIdentifyingCode,
      verificationMobile: endpoints.verificationMobile,
      resetPassword: endpoints.resetPassword,
      getUserByToken: endpoints.getUserByToken,
      serverMenu: endpoints.serverMenu,
      getFarmList: endpoints.getFarmList,
      changeFarm: endpoints.changeFarm,
      getTokenByClientTypeId: endpoints.getTokenByClientTypeId,
    }).toEqual({
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
    expect(paths).toHaveLength(debugPaths.length + 8);
  });

  it('never lists a path twice', () => {
    const paths = Object.values(endpoints).map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives MSW a pattern that matches any origin', () => {
    expect(mockPath(endpoints.mobileLogin)).toBe('*/api/Login/MobileLogin');
    expect(mockPath('/api/list/policy')).toBe('*/api/list/policy');
  });
});
