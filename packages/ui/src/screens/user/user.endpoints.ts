import { endpoint, sessionCall } from '../../api/endpoints';

/**
 * The feature's server calls (method, path and who may make them): its manifest lists them, its calls and its
 * handlers build their URLs from them, and the mocked servers check each call's rule before its handler runs.
 */
export const userEndpoints = {
  userMyProjectList: endpoint('POST', '/api/user/my-project/list', sessionCall('debug')),
  userLatestActivity: endpoint('POST', '/api/user/latest-activity', sessionCall('debug')),
  userVisits: endpoint('POST', '/api/user/visits', sessionCall('debug')),
  userProjectAndTeamList: endpoint('POST', '/api/user/project-and-team/list', sessionCall('debug')),
  userMyTeamList: endpoint('POST', '/api/user/my-team/list', sessionCall('debug')),
  userSaveInfo: endpoint('POST', '/api/user/save-info', sessionCall('debug')),
  userCertification: endpoint('POST', '/api/user/certification', sessionCall('debug')),
  userUpload: endpoint('POST', '/api/user/upload', { ...sessionCall('debug'), upload: true }),
} as const;
