import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import type { Endpoint } from '../../api/endpoints';
import { userEndpoints as endpoints } from './user.endpoints';
import { farmQueryKey, type ApiScope } from '../../data/apiScope';
import type {
  Certification,
  LatestActivity,
  MyProject,
  MyTeam,
  ProjectAndTeam,
  SaveUserInfoRequest,
  UploadAnswer,
  UserVisits,
} from './user.types';

/** Options shared by the user centre's calls. */
export interface UserCallOptions {
  /** Cancels the request (a block that unmounts or refetches, an abandoned upload). */
  signal?: AbortSignal;
}

/** A debug-envelope read without a body. */
function read<T>(client: ApiClient, endpoint: Endpoint, options: UserCallOptions): Promise<T> {
  return client.request<T>({ ...endpoint, envelope: 'debug', signal: options.signal });
}

/** The user's projects with a few contributors each (debug envelope). */
export function getMyProjectList(
  client: ApiClient,
  options: UserCallOptions = {},
): Promise<MyProject[]> {
  return read<MyProject[]>(client, endpoints.userMyProjectList, options);
}

/** The user's latest activity, newest first (debug envelope). */
export function getLatestActivity(
  client: ApiClient,
  options: UserCallOptions = {},
): Promise<LatestActivity[]> {
  return read<LatestActivity[]>(client, endpoints.userLatestActivity, options);
}

/** Visit counters of the user's pages (debug envelope). */
export function getUserVisits(
  client: ApiClient,
  options: UserCallOptions = {},
): Promise<UserVisits[]> {
  return read<UserVisits[]>(client, endpoints.userVisits, options);
}

/** The project and team categories of the user (debug envelope). */
export function getProjectAndTeamList(
  client: ApiClient,
  options: UserCallOptions = {},
): Promise<ProjectAndTeam[]> {
  return read<ProjectAndTeam[]>(client, endpoints.userProjectAndTeamList, options);
}

/** The teams the user belongs to (debug envelope). */
export function getMyTeamList(client: ApiClient, options: UserCallOptions = {}): Promise<MyTeam[]> {
  return read<MyTeam[]>(client, endpoints.userMyTeamList, options);
}

/** The enterprise certification and the certification records (debug envelope). */
export function getCertification(
  client: ApiClient,
  options: UserCallOptions = {},
): Promise<Certification> {
  return read<Certification>(client, endpoints.userCertification, options);
}

/** Saves the basic information of the user settings. */
export async function saveUserInfo(
  client: ApiClient,
  body: SaveUserInfoRequest,
  options: UserCallOptions = {},
): Promise<void> {
  await client.request<unknown>({
    ...endpoints.userSaveInfo,
    body,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** Uploads an avatar image as multipart field `file`; resolves with where the image can be shown from. */
export function uploadAvatar(
  client: ApiClient,
  { file }: { file: File },
  options: UserCallOptions = {},
): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  return client.request<UploadAnswer>({
    ...endpoints.userUpload,
    body,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** A read of the user centre, by name: every block of the user info and settings pages is one of these. */
export const userReads = {
  myProjects: getMyProjectList,
  latestActivity: getLatestActivity,
  visits: getUserVisits,
  projectAndTeam: getProjectAndTeamList,
  myTeams: getMyTeamList,
  certification: getCertification,
} as const;

export type UserReadName = keyof typeof userReads;

/** Query options of one user-centre read (the data of the logged-in user in the current farm). */
export function userQueryOptions<Name extends UserReadName>(scope: ApiScope, name: Name) {
  const call = userReads[name] as (
    client: ApiClient,
    options: UserCallOptions,
  ) => Promise<Awaited<ReturnType<(typeof userReads)[Name]>>>;
  return queryOptions({
    queryKey: farmQueryKey(scope, 'user', name),
    queryFn: ({ signal }) => call(scope.client, { signal }),
  });
}
