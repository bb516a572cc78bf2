import type { Role } from '../../constants';
import type { DebugUserInfo, FarmRecord, RealUserInfo, ServerMenuItem } from '../../auth/auth.api';
import { personAvatar } from '../avatar';
import { mockMessagesInChinese } from '../locale';

/**
 * Deterministic data of the auth mocks. Demo credentials live only here (and so only in `@pasture/ui/mocks`):
 * the production console never contains them.
 */

/** A demo login: one account gives admin, the other user. */
export interface DemoAccount {
  /** The role this account logs in as. */
  role: Role;
  /** Short account name; the key of its record in `demoUsers`. */
  username: string;
  /** The mobile number to log in with (the login form's account field). */
  mobile: string;
  /** Plain text; satisfies the password rule (six or more characters, upper and lower case, no spaces). */
  password: string;
  /** Display name the mocked servers return for the account. */
  name: string;
}

/**
 * The demo logins the mocked servers accept, one per role. Tests and stories read the mobile number and password
 * from here (as `logInAs` does) rather than repeat them.
 */
export const demoAccounts: readonly DemoAccount[] = Object.freeze([
  { role: 'admin', username: 'admin', mobile: '13800000001', password: 'Admin123', name: '张牧远' },
  {
    role: 'user',
    username: 'operator',
    mobile: '13800000002',
    password: 'User1234',
    name: '李青禾',
  },
]);

/** The code the mocked SMS 'sends' for every number. */
export const DEMO_VERIFICATION_CODE = '123456';

/** The farms the mocked real server knows, in the order its farm list returns them. */
export const demoFarms: readonly FarmRecord[] = Object.freeze([
  { FarmId: 1001, FarmCode: 'NM-HHHT-001', FarmName: '呼和浩特奶牛示范牧场' },
  { FarmId: 1002, FarmCode: 'NM-XLGL-002', FarmName: '锡林郭勒草原肉牛牧场' },
  { FarmId: 1003, FarmCode: 'NX-YC-003', FarmName: '宁夏银川生态奶源基地' },
  { FarmId: 1004, FarmCode: 'HLJ-QQHR-004', FarmName: '齐齐哈尔现代化牧场' },
]);

/** Everything the mocked servers know about a demo account beyond its credentials. */
export interface DemoUser {
  /** Real server: `UserId`. */
  userId: number;
  /** Real server: `datasource_id`, the data source of the account's records. */
  datasourceId: number;
  /** Farms the account may work in; the first is where a login starts. */
  farmIds: readonly number[];
  /** Debug `/api/user/info` answer (mock user info). */
  userInfo: DebugUserInfo;
}

/** What the mocked servers know of each demo account, keyed by its `username`. */
export const demoUsers: Readonly<Record<string, DemoUser>> = Object.freeze({
  admin: {
    userId: 10001,
    datasourceId: 1,
    farmIds: [1001, 1002, 1003, 1004],
    userInfo: {
      name: '张牧远',
      avatar: personAvatar('#165DFF'),
      email: 'zhang.muyuan@pasture.example.com',
      job: 'manager',
      jobName: '牧场经理',
      organization: 'operations',
      organizationName: '运营管理中心',
      location: 'hohhot',
      locationName: '呼和浩特',
      introduction: '负责集团牧场的生产运营与数字化管理。',
      personalWebsite: 'https://pasture.example.com',
      phone: '138****0001',
      registrationDate: '2021-03-15 09:30:00',
      accountId: '10001',
      certification: 1,
      role: 'admin',
    },
  },
  operator: {
    userId: 10002,
    datasourceId: 1,
    farmIds: [1001, 1003],
    userInfo: {
      name: '李青禾',
      avatar: personAvatar('#00B42A'),
      email: 'li.qinghe@pasture.example.com',
      job: 'operator',
      jobName: '饲养操作员',
      organization: 'production',
      organizationName: '生产部',
      location: 'yinchuan',
      locationName: '银川',
      introduction: '负责日常饲喂、挤奶与牛群健康记录。',
      personalWebsite: 'https://pasture.example.com',
      phone: '138****0002',
      registrationDate: '2022-07-01 08:00:00',
      accountId: '10002',
      certification: 0,
      role: 'user',
    },
  },
} satisfies Record<string, DemoUser>);

/** The real server's `userInfo` of a demo account (avatar, UserTrueName, UserId, datasource_id). */
export function demoRealUserInfo(username: string): RealUserInfo | null {
  const user = demoUsers[username];
  if (!user) return null;
  return {
    avatar: user.userInfo.avatar ?? null,
    UserTrueName: user.userInfo.name,
    UserId: user.userId,
    datasource_id: user.datasourceId,
  };
}

/**
 * The server menu (menuFromServer): a subset of the console's route table, by route name and path, with
 * the table's `menu.*` label keys and lucide icon names.
 */
export const demoServerMenu: readonly ServerMenuItem[] = Object.freeze([
  // The product group, the one group registered with debug off (contract §2), so a console against the contract
  // server keeps its page with menuFromServer on.
  {
    name: 'product',
    path: '/product',
    meta: { locale: 'menu.product', icon: 'Store', order: 0, requiresAuth: true },
    children: [
      {
        name: 'shopWindow',
        path: '/product/shop-window',
        meta: { locale: 'menu.product.shopWindow', requiresAuth: true },
      },
    ],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    meta: { locale: 'menu.dashboard', icon: 'LayoutDashboard', order: 1001, requiresAuth: true },
    children: [
      {
        name: 'workplace',
        path: '/dashboard/workplace',
        meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, roles: ['*'] },
      },
      {
        name: 'monitor',
        path: '/dashboard/monitor',
        meta: { locale: 'menu.dashboard.monitor', requiresAuth: true, roles: ['admin'] },
      },
    ],
  },
  {
    name: 'list',
    path: '/list',
    meta: { locale: 'menu.list', icon: 'List', order: 1003, requiresAuth: true },
    children: [
      {
        name: 'searchTable',
        path: '/list/search-table',
        meta: { locale: 'menu.list.searchTable', requiresAuth: true, roles: ['*'] },
      },
      {
        name: 'cardList',
        path: '/list/card',
        meta: { locale: 'menu.list.cardList', requiresAuth: true, roles: ['*'] },
      },
    ],
  },
  {
    name: 'user',
    path: '/user',
    meta: { locale: 'menu.user', icon: 'User', order: 1008, requiresAuth: true },
    children: [
      {
        name: 'userInfo',
        path: '/user/info',
        meta: { locale: 'menu.user.info', requiresAuth: true, roles: ['*'] },
      },
      {
        name: 'userSetting',
        path: '/user/setting',
        meta: { locale: 'menu.user.setting', requiresAuth: true, roles: ['*'] },
      },
    ],
  },
]);

/**
 * Messages of the mocked servers, in the request's language (`mockLocaleOf`): the debug ones are the product's exact
 * English texts (contract §5, §6), answered in Chinese to a Chinese interface as the template's mock writes them.
 */
export const authMockMessages = mockMessagesInChinese(
  Object.freeze({
    mobileEmpty: 'mobile number empty',
    passwordEmpty: 'password empty',
    wrongAccountOrPassword: 'wrong account or password',
    notLoggedIn: 'not logged in',
    loginFailed: 'Incorrect mobile number or password',
    mobileRequired: 'Please enter the mobile number',
    passwordRequired: 'Please enter the password',
    unknownClientType: 'Unknown client type',
    mobileNotRegistered: 'This mobile number is not registered',
    wrongVerificationCode: 'The verification code is incorrect',
    verifyFirst: 'Please verify the mobile number first',
    farmDenied: 'You have no access to this farm',
    tokenInvalid: 'The token is invalid or has expired',
    accountDisabled: 'This account has been disabled, please contact the administrator',
    userInfoFailed: 'Failed to load the user information',
    codeTooOften: 'Verification codes are sent too often, please try again later',
    resetFailed: 'The password could not be changed, please try again later',
    farmListFailed: 'The farm list is temporarily unavailable',
    menuFailed: 'The menu service is temporarily unavailable',
    changeFarmFailed: 'The farm could not be switched, please try again later',
  }),
  {
    mobileEmpty: '手机号不能为空',
    passwordEmpty: '密码不能为空',
    wrongAccountOrPassword: '账号或者密码错误',
    notLoggedIn: '未登录',
    loginFailed: '手机号或密码不正确',
    mobileRequired: '请输入手机号',
    passwordRequired: '请输入密码',
    unknownClientType: '未知的客户端类型',
    mobileNotRegistered: '该手机号未注册',
    wrongVerificationCode: '验证码不正确',
    verifyFirst: '请先验证手机号',
    farmDenied: '您无权访问该牧场',
    tokenInvalid: '令牌无效或已过期',
    accountDisabled: '该账号已被停用，请联系管理员',
    userInfoFailed: '用户信息加载失败',
    codeTooOften: '验证码发送过于频繁，请稍后再试',
    resetFailed: '密码未能修改，请稍后再试',
    farmListFailed: '牧场列表暂不可用',
    menuFailed: '菜单服务暂不可用',
    changeFarmFailed: '牧场未能切换，请稍后再试',
  },
);
