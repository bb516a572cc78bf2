import type { JsonBodyType, RequestHandler } from 'msw';
import { Limits } from '../../constants';
import { mockLatency } from '../../mocks/delay';
import { readJsonObject, trimmedText as text } from '../../mocks/request';
import { debugFail, debugOk } from '../../mocks/responses';
import { mockScenarioKit, reading, type MockResolver } from '../../mocks/readScenarios';
import { userFixtures } from './user.fixtures';
import { AVATAR_MAX_BYTES } from './user.types';
import { defineFeatureMocks } from '../../mocks/feature';
import { mockMessagesInChinese } from '../../mocks/locale';

/**
 * MSW handlers of the user centre's debug calls: my-project/list, latest-activity, visits,
 * project-and-team/list, my-team/list, certification, save-info and upload. `/api/user/info` belongs to the auth
 * handlers. Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

/** Messages of the mocked server (answered in the request's language, `mockMessagesInChinese`). */
export const USER_MOCK_MESSAGES = mockMessagesInChinese(
  {
    serverError: 'user service unavailable',
    emailRequired: 'email is required',
    emailInvalid: 'email is invalid',
    nicknameRequired: 'nickname is required',
    nicknameTooLong: `nickname must be at most ${Limits.nicknameMax} characters`,
    emailTooLong: `email must be at most ${Limits.emailMax} characters`,
    countryRegionRequired: 'country/region is required',
    areaRequired: 'area is required',
    profileTooLong: `profile must be at most ${Limits.profileMax} characters`,
    saveFailed: 'the user information could not be saved',
    fileRequired: 'no file was uploaded',
    notAnImage: 'only image files can be uploaded',
    fileTooLarge: 'the image must be 2 MB or smaller',
    uploadFailed: 'the avatar could not be uploaded',
  } as const,
  {
    serverError: '用户服务暂不可用',
    emailRequired: '邮箱不能为空',
    emailInvalid: '邮箱格式不正确',
    nicknameRequired: '昵称不能为空',
    nicknameTooLong: `昵称最多 ${Limits.nicknameMax} 个字符`,
    emailTooLong: `邮箱最多 ${Limits.emailMax} 个字符`,
    countryRegionRequired: '国家/地区不能为空',
    areaRequired: '所在区域不能为空',
    profileTooLong: `个人简介最多 ${Limits.profileMax} 个字符`,
    saveFailed: '用户信息未能保存',
    fileRequired: '没有上传文件',
    notAnImage: '只能上传图片文件',
    fileTooLarge: '图片不能超过 2 MB',
    uploadFailed: '头像未能上传',
  },
);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's own check of the settings form, so a client that skips validation is refused too. */
function saveInfoProblem(body: Record<string, unknown>): string | null {
  const email = text(body.email);
  if (!email) return USER_MOCK_MESSAGES.emailRequired;
  if (email.length > Limits.emailMax) return USER_MOCK_MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return USER_MOCK_MESSAGES.emailInvalid;
  const nickname = text(body.nickname);
  if (!nickname) return USER_MOCK_MESSAGES.nicknameRequired;
  if (nickname.length > Limits.nicknameMax) return USER_MOCK_MESSAGES.nicknameTooLong;
  if (!text(body.countryRegion)) return USER_MOCK_MESSAGES.countryRegionRequired;
  if (!text(body.area)) return USER_MOCK_MESSAGES.areaRequired;
  const profile = typeof body.profile === 'string' ? body.profile : '';
  if (profile.length > Limits.profileMax) return USER_MOCK_MESSAGES.profileTooLong;
  return null;
}

/** The uploaded bytes as a data URL: the mock keeps nothing and the page needs no other host to show them. */
async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return `data:${file.type};base64,${btoa(binary)}`;
}

async function uploadedFile(request: Request): Promise<File | null> {
  try {
    const file = (await request.formData()).get('file');
    return file instanceof File ? file : null;
  } catch {
    return null;
  }
}

const resolvers = {
  userMyProjectList: reading(userFixtures.myProjects),
  userLatestActivity: reading(userFixtures.latestActivities),
  userVisits: reading(userFixtures.userVisits),
  userProjectAndTeamList: reading(userFixtures.projectAndTeamList),
  userMyTeamList: reading(userFixtures.myTeams),
  userCertification: reading(userFixtures.certification),
  // Every call needs a session; mockRoute refuses one without it (mocks/access.ts).
  userSaveInfo: async ({ request }) => {
    await mockLatency();
    const problem = saveInfoProblem(await readJsonObject(request));
    return problem ? debugFail(problem) : debugOk(null);
  },
  userUpload: async ({ request }) => {
    await mockLatency();
    const file = await uploadedFile(request);
    if (!file || file.size === 0) return debugFail(USER_MOCK_MESSAGES.fileRequired);
    if (!file.type.startsWith('image/')) return debugFail(USER_MOCK_MESSAGES.notAnImage);
    if (file.size > AVATAR_MAX_BYTES) return debugFail(USER_MOCK_MESSAGES.fileTooLarge);
    return debugOk({ url: await dataUrlOf(file) });
  },
} satisfies Record<string, MockResolver>;

type UserEndpointName = keyof typeof resolvers;
const { names: userEndpointNames, handlers, answering, slowly } = mockScenarioKit(resolvers);

/** The happy-path handlers of the user centre. */
export const userHandlers: RequestHandler[] = handlers;

/** What the read calls answer when the user has nothing yet. */
const emptyAnswers: Partial<Record<UserEndpointName, JsonBodyType>> = {
  userMyProjectList: [],
  userLatestActivity: [],
  userVisits: [],
  userProjectAndTeamList: [],
  userMyTeamList: [],
  userCertification: { enterpriseInfo: null, record: [] },
};

function failing(names: readonly UserEndpointName[], message: string): RequestHandler[] {
  return answering(names, () => debugFail(message));
}

/**
 * The scenario names of the user pages' mocks (`userScenarios`): 3 s calls, empty reads, every call failing, only the
 * certification failing, saving or uploading refused, and a 3 s upload.
 */
export type UserScenarioName =
  | 'slow'
  | 'empty'
  | 'serverError'
  | 'certificationError'
  | 'saveError'
  | 'uploadError'
  | 'uploadSlow';

/**
 * Complete handler lists for `parameters.msw.handlers.user` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const userScenarios: Readonly<Record<UserScenarioName, RequestHandler[]>> = {
  /** Every call takes 3 s, to show the loading skeletons and pending states. */
  slow: slowly(userEndpointNames),
  /** Every read succeeds with nothing in it: no projects, activity, teams, visits or certification. */
  empty: answering(
    userEndpointNames.filter((name) => name in emptyAnswers),
    (name) => debugOk(emptyAnswers[name] ?? null),
  ),
  /** Every call answers the debug failure code 50000. */
  serverError: failing(userEndpointNames, USER_MOCK_MESSAGES.serverError),
  /** Only the certification fails; every other block loads. */
  certificationError: failing(['userCertification'], USER_MOCK_MESSAGES.serverError),
  /** Saving the settings is refused (the client toasts the message). */
  saveError: failing(['userSaveInfo'], USER_MOCK_MESSAGES.saveFailed),
  /** Every upload is refused. */
  uploadError: failing(['userUpload'], USER_MOCK_MESSAGES.uploadFailed),
  /** An upload takes 3 s, to show its pending state. */
  uploadSlow: slowly(['userUpload']),
};

export const userMocks = defineFeatureMocks({
  name: 'user',
  handlers: userHandlers,
  scenarios: userScenarios,
});
