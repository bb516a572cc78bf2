import type { ApiClient } from '../../api/client';
import { endpoints, type Endpoint } from '../../api/endpoints';
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

// The reads feed blocks that each show their own error with a retry button, and the upload control shows its own
// error beside the avatar, so those calls stay silent. Saving is not silent: the client toasts the server's message
// and the form keeps what was typed. Session codes and 401 still open the re-login dialog in the client.

/** A silent debug-envelope read: the block that asked shows the error. */
function read<T>(client: ApiClient, endpoint: Endpoint, options: UserCallOptions): Promise<T> {
  return client.request<T>({
    ...endpoint,
    envelope: 'debug',
    silent: true,
    signal: options.signal,
  });
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

/** Saves the basic information of the user settings; a refusal is toasted by the client and rejects. */
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
    silent: true,
    signal: options.signal,
  });
}
