import { endpoint } from '../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const userEndpoints = {
  userMyProjectList: endpoint('POST', '/api/user/my-project/list'),
  userLatestActivity: endpoint('POST', '/api/user/latest-activity'),
  userVisits: endpoint('POST', '/api/user/visits'),
  userProjectAndTeamList: endpoint('POST', '/api/user/project-and-team/list'),
  userMyTeamList: endpoint('POST', '/api/user/my-team/list'),
  userSaveInfo: endpoint('POST', '/api/user/save-info'),
  userCertification: endpoint('POST', '/api/user/certification'),
  userUpload: endpoint('POST', '/api/user/upload'),
} as const;
