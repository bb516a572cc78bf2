/**
 * Every server path with its method. The client, the typed call functions and the MSW handlers all
 * build their URLs from these entries, so a path or method cannot differ between the app and its mocks.
 *
 * Where the server's description shows no method (the debug-mode calls), the method follows the Arco Design Pro
 * template the debug mocks come from: reads of lists and details are GET, everything with a body or a side effect is POST.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One server call: its method and its path relative to the API base URL. */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
}

function endpoint<const M extends HttpMethod, const P extends `/api/${string}`>(
  method: M,
  path: P,
): { readonly method: M; readonly path: P } {
  return { method, path };
}

export const endpoints = {
  // Real server (contract §7 table).
  mobileLogin: endpoint('POST', '/api/Login/MobileLogin'),
  getIdentifyingCode: endpoint('POST', '/api/Login/GetIdentifyingCode'),
  verificationMobile: endpoint('POST', '/api/Login/VerificationMobile'),
  resetPassword: endpoint('POST', '/api/Login/ResetPwd'),
  getUserByToken: endpoint('POST', '/api/Login/GetUserByToken'),
  serverMenu: endpoint('POST', '/api/user/menu'),
  getFarmList: endpoint('GET', '/api/BaseFarm/GetFarmList'),
  changeFarm: endpoint('POST', '/api/Login/ChangeFarmId'),
  getTokenByClientTypeId: endpoint('GET', '/api/Login/GetTokenByClientTypeId'),

  // Debug mode (contract §7 list; `serverMenu` above is shared by both).
  userInfo: endpoint('POST', '/api/user/info'),
  userLogin: endpoint('POST', '/api/user/login'),
  userLogout: endpoint('POST', '/api/user/logout'),
  messageList: endpoint('POST', '/api/message/list'),
  messageRead: endpoint('POST', '/api/message/read'),
  contentData: endpoint('GET', '/api/content-data'),
  popularList: endpoint('GET', '/api/popular/list'),
  chatList: endpoint('POST', '/api/chat/list'),
  qualityInspectionList: endpoint('GET', '/api/list/quality-inspection'),
  theServiceList: endpoint('GET', '/api/list/the-service'),
  rulesPresetList: endpoint('GET', '/api/list/rules-preset'),
  policyList: endpoint('GET', '/api/list/policy'),
  channelFormSubmit: endpoint('POST', '/api/channel-form/submit'),
  profileBasic: endpoint('GET', '/api/profile/basic'),
  operationLog: endpoint('GET', '/api/operation/log'),
  publicOpinionAnalysis: endpoint('POST', '/api/public-opinion-analysis'),
  contentPeriodAnalysis: endpoint('POST', '/api/content-period-analysis'),
  contentPublish: endpoint('GET', '/api/content-publish'),
  popularAuthorList: endpoint('GET', '/api/popular-author/list'),
  dataChainGrowth: endpoint('POST', '/api/data-chain-growth'),
  dataOverview: endpoint('POST', '/api/data-overview'),
  userMyProjectList: endpoint('POST', '/api/user/my-project/list'),
  userLatestActivity: endpoint('POST', '/api/user/latest-activity'),
  userVisits: endpoint('POST', '/api/user/visits'),
  userProjectAndTeamList: endpoint('POST', '/api/user/project-and-team/list'),
  userMyTeamList: endpoint('POST', '/api/user/my-team/list'),
  userSaveInfo: endpoint('POST', '/api/user/save-info'),
  userCertification: endpoint('POST', '/api/user/certification'),
  userUpload: endpoint('POST', '/api/user/upload'),
  // Our own (docs/product-contract.md §10.2): the group form's submit.
  groupFormSubmit: endpoint('POST', '/api/group-form/submit'),
  // Our own (§10.2): the monitor's chat writes beside /api/chat/list, its studios and their operations.
  chatSend: endpoint('POST', '/api/chat/send'),
  chatCollect: endpoint('POST', '/api/chat/collect'),
  monitorStudioList: endpoint('GET', '/api/monitor/studio/list'),
  monitorStudioOperation: endpoint('POST', '/api/monitor/studio/operation'),
  // Our own (§10.2): the multi-dimension analysis's radar and source charts.
  multiDimensionContentType: endpoint('GET', '/api/multi-dimension/content-type-distribution'),
  multiDimensionContentSource: endpoint('GET', '/api/multi-dimension/content-source'),
  // Our own (§10.2): the search table's reads and writes beside /api/list/policy.
  policyDetail: endpoint('GET', '/api/list/policy/detail'),
  policyCreate: endpoint('POST', '/api/list/policy/create'),
  policyImport: endpoint('POST', '/api/list/policy/import'),
  policyStatus: endpoint('POST', '/api/list/policy/status'),
  // Our own (§10.2): the card list's writes.
  qualityInspectionDelete: endpoint('POST', '/api/list/quality-inspection/delete'),
  theServiceOpen: endpoint('POST', '/api/list/the-service/open'),
  theServiceCancel: endpoint('POST', '/api/list/the-service/cancel'),
  theServiceRenew: endpoint('POST', '/api/list/the-service/renew'),
  rulesPresetSwitch: endpoint('POST', '/api/list/rules-preset/switch'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
