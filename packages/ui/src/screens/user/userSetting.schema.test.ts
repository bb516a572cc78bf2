import { describe, expect, it } from 'vitest';
import { Limits } from '../../constants';
import { ValidationError } from 'yup';
import { userSettingSchema, type UserSettingValues } from './userSetting.schema';

const valid: UserSettingValues = {
  email: 'zhang.muyuan@pasture.example.com',
  nickname: '张牧远',
  countryRegion: 'china',
  area: 'hohhot',
  profile: '负责集团牧场的生产运营与数字化管理。',
};

async function errorsOf(value: unknown): Promise<string[]> {
  try {
    await userSettingSchema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('userSettingSchema', () => {
  it('accepts complete values', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires email, nickname, country/region and area, in the order of the form', async () => {
    expect(
      await errorsOf({ email: '', nickname: '', countryRegion: '', area: '', profile: '' }),
    ).toEqual([
      'user.setting.errors.emailRequired',
      'user.setting.errors.nicknameRequired',
      'user.setting.errors.countryRegionRequired',
      'user.setting.errors.areaRequired',
    ]);
  });

  it('counts spaces alone as empty for email and nickname', async () => {
    expect(await errorsOf({ ...valid, email: '   ', nickname: '  ' })).toEqual([
      'user.setting.errors.emailRequired',
      'user.setting.errors.nicknameRequired',
    ]);
  });

  it.each(['zhang', 'zhang@', '@pasture.example.com', 'zhang muyuan@pasture.example.com'])(
    'rejects the email %s',
    async (email) => {
      expect(await errorsOf({ ...valid, email })).toEqual(['user.setting.errors.emailInvalid']);
    },
  );

  it('keeps the nickname to 20 and the email to 254 characters, as the server does', async () => {
    expect(await errorsOf({ ...valid, nickname: '牧'.repeat(Limits.nicknameMax) })).toEqual([]);
    expect(await errorsOf({ ...valid, nickname: '牧'.repeat(Limits.nicknameMax + 1) })).toEqual([
      'user.setting.errors.nicknameMax',
    ]);
    expect(await errorsOf({ ...valid, email: `${'a'.repeat(Limits.emailMax)}@x.cn` })).toEqual([
      'user.setting.errors.emailMax',
    ]);
  });

  it('trims the email and nickname it returns', async () => {
    const cast = await userSettingSchema.validate({
      ...valid,
      email: '  li.qinghe@pasture.example.com ',
      nickname: ' 李青禾 ',
    });
    expect(cast.email).toBe('li.qinghe@pasture.example.com');
    expect(cast.nickname).toBe('李青禾');
  });

  it('allows an empty profile and one of exactly 200 characters', async () => {
    expect(await errorsOf({ ...valid, profile: '' })).toEqual([]);
    expect(await errorsOf({ ...valid, profile: '牧'.repeat(200) })).toEqual([]);
  });

  it('refuses a profile of 201 characters', async () => {
    expect(await errorsOf({ ...valid, profile: '牧'.repeat(201) })).toEqual([
      'user.setting.errors.profileMax',
    ]);
  });
});
