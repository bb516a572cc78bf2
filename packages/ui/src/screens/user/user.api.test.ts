import { afterEach, describe, expect, it, vi } from 'vitest';
import { Limits, ResponseCode } from '../../constants';
import { issueDemoToken } from '../../mocks/auth/demoToken';
import { server } from '../../mocks/node';
import { apiRejection, createTestClient } from '../../testing';
import {
  getCertification,
  getLatestActivity,
  getMyProjectList,
  getMyTeamList,
  getProjectAndTeamList,
  getUserVisits,
  saveUserInfo,
  uploadAvatar,
} from './user.api';
import { certification, myProjects, myTeams } from './user.fixtures';
import { USER_MOCK_MESSAGES, userScenarios } from './user.handlers';
import { AVATAR_MAX_BYTES, type SaveUserInfoRequest } from './user.types';

const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });

const validInfo: SaveUserInfoRequest = {
  email: 'zhang.muyuan@pasture.example.com',
  nickname: '张牧远',
  countryRegion: 'china',
  area: 'hohhot',
  profile: '负责集团牧场的生产运营与数字化管理。',
};

afterEach(() => {
  server.resetHandlers();
});

describe('user centre reads', () => {
  it('loads six projects with their contributors', async () => {
    const client = createTestClient();
    const projects = await getMyProjectList(client);
    expect(projects).toHaveLength(6);
    expect(projects[0]).toMatchObject({ id: 1, name: '奶牛精准饲喂系统', peopleNumber: 128 });
    expect(projects[0]?.contributors.map((person) => person.name)).toEqual([
      '张牧远',
      '李青禾',
      '王草原',
      '赵晨露',
      '陈远山',
    ]);
    expect(projects).toEqual(myProjects);
  });

  it('loads the latest activity, teams, visits and the project-and-team list', async () => {
    const client = createTestClient();
    const activity = await getLatestActivity(client);
    expect(activity).toHaveLength(7);
    expect(Object.keys(activity[0] ?? {}).sort()).toEqual(['avatar', 'description', 'id', 'title']);
    await expect(getMyTeamList(client)).resolves.toEqual(myTeams);
    await expect(getUserVisits(client)).resolves.toEqual([
      { name: '主页访问量', visits: 5670, growth: 206.32 },
      { name: '项目访问量', visits: 3218, growth: -12.5 },
    ]);
    await expect(getProjectAndTeamList(client)).resolves.toHaveLength(4);
  });

  it('gives avatars as inline data, never a URL on another host', async () => {
    const client = createTestClient();
    const avatars = [
      ...(await getMyProjectList(client)).flatMap((project) =>
        project.contributors.map((person) => person.avatar),
      ),
      ...(await getLatestActivity(client)).map((entry) => entry.avatar),
      ...(await getMyTeamList(client)).map((team) => team.avatar),
    ];
    for (const avatar of avatars) expect(avatar).toMatch(/^data:image\/svg\+xml,/);
  });

  it('loads the enterprise certification and its records', async () => {
    const client = createTestClient();
    const answer = await getCertification(client);
    expect(answer).toEqual(certification);
    expect(answer.enterpriseInfo?.enterpriseName).toBe('呼和浩特草原牧业有限公司');
    expect(answer.record.map((entry) => entry.status)).toEqual(['auditing', 'passed', 'passed']);
  });

  it('rejects with the server message when a read fails (the block shows it)', async () => {
    server.use(...userScenarios.serverError);
    const client = createTestClient();
    expect(await apiRejection(getMyTeamList(client))).toMatchObject({
      code: ResponseCode.failure,
      message: USER_MOCK_MESSAGES.serverError,
    });
  });

  it('fails only the certification in the certificationError scenario', async () => {
    server.use(...userScenarios.certificationError);
    const client = createTestClient();
    await expect(getMyProjectList(client)).resolves.toHaveLength(6);
    await apiRejection(getCertification(client));
  });

  it('answers empty lists and no certification in the empty scenario', async () => {
    server.use(...userScenarios.empty);
    const client = createTestClient();
    await expect(getMyProjectList(client)).resolves.toEqual([]);
    await expect(getLatestActivity(client)).resolves.toEqual([]);
    await expect(getMyTeamList(client)).resolves.toEqual([]);
    await expect(getUserVisits(client)).resolves.toEqual([]);
    await expect(getCertification(client)).resolves.toEqual({ enterpriseInfo: null, record: [] });
  });
});

describe('saving the user settings', () => {
  it('accepts complete values', async () => {
    const client = createTestClient();
    await expect(saveUserInfo(client, validInfo)).resolves.toBeUndefined();
  });

  it.each([
    [{ email: ' ' }, USER_MOCK_MESSAGES.emailRequired],
    [{ email: 'zhang' }, USER_MOCK_MESSAGES.emailInvalid],
    [{ nickname: '' }, USER_MOCK_MESSAGES.nicknameRequired],
    [{ nickname: '牧'.repeat(Limits.nicknameMax + 1) }, USER_MOCK_MESSAGES.nicknameTooLong],
    [{ email: `${'a'.repeat(Limits.emailMax)}@x.cn` }, USER_MOCK_MESSAGES.emailTooLong],
    [{ countryRegion: '' }, USER_MOCK_MESSAGES.countryRegionRequired],
    [{ area: '' }, USER_MOCK_MESSAGES.areaRequired],
    [{ profile: '牧'.repeat(Limits.profileMax + 1) }, USER_MOCK_MESSAGES.profileTooLong],
  ])('refuses %o on the server too, with the reason as the message', async (change, message) => {
    const client = createTestClient();
    const error = await apiRejection(saveUserInfo(client, { ...validInfo, ...change }));
    expect(error).toMatchObject({ kind: 'business', message });
  });

  it('accepts a profile of exactly 200 characters', async () => {
    const client = createTestClient();
    await expect(
      saveUserInfo(client, { ...validInfo, profile: '牧'.repeat(Limits.profileMax) }),
    ).resolves.toBeUndefined();
  });

  it.each([
    // Without any token the client sends nothing (client.test owns that); the server check needs a token it refuses.
    ['an edited token', `${adminToken.slice(0, -1)}0`],
    ['something that is not a token', 'not-a-token'],
  ])(
    "answers 50008 'not logged in' to a save with %s, and the client asks to log in again",
    async (_, token) => {
      const onSessionExpired = vi.fn();
      const client = createTestClient({ getToken: () => token, onSessionExpired });
      expect(await apiRejection(saveUserInfo(client, validInfo))).toMatchObject({
        kind: 'session',
        code: 50008,
      });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  it('rejects with the refusal of the saveError scenario', async () => {
    server.use(...userScenarios.saveError);
    const client = createTestClient();
    expect(await apiRejection(saveUserInfo(client, validInfo))).toMatchObject({
      kind: 'business',
      message: USER_MOCK_MESSAGES.saveFailed,
    });
  });
});

describe('uploading an avatar', () => {
  it('answers the uploaded image as a data URL', async () => {
    const client = createTestClient();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cow.png', { type: 'image/png' });
    await expect(uploadAvatar(client, { file })).resolves.toEqual({
      url: 'data:image/png;base64,iVBORw==',
    });
  });

  it('refuses a file that is not an image, and one over the size limit', async () => {
    const client = createTestClient();
    const notes = new File(['herd notes'], 'notes.txt', { type: 'text/plain' });
    expect(await apiRejection(uploadAvatar(client, { file: notes }))).toMatchObject({
      message: USER_MOCK_MESSAGES.notAnImage,
    });
    const large = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', {
      type: 'image/png',
    });
    expect(await apiRejection(uploadAvatar(client, { file: large }))).toMatchObject({
      message: USER_MOCK_MESSAGES.fileTooLarge,
    });
  });

  it("answers 50008 'not logged in' to an upload without a valid token", async () => {
    const client = createTestClient({ getToken: () => `${adminToken.slice(0, -1)}0` });
    const file = new File(['x'], 'cow.png', { type: 'image/png' });
    expect(await apiRejection(uploadAvatar(client, { file }))).toMatchObject({ code: 50008 });
  });

  it('fails every upload in the uploadError scenario', async () => {
    server.use(...userScenarios.uploadError);
    const client = createTestClient();
    const file = new File(['x'], 'cow.png', { type: 'image/png' });
    expect(await apiRejection(uploadAvatar(client, { file }))).toMatchObject({
      message: USER_MOCK_MESSAGES.uploadFailed,
    });
  });
});
