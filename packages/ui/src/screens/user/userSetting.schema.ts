import { object, string, type InferType } from 'yup';
import { Limits } from '../../constants';

// Messages are i18n keys; the form translates them when it renders, so a language switch re-words them.

/**
 * The basic information of the user settings: all required but the profile, which is ≤ 200; the nickname ≤ 20 and
 * the email ≤ 254 characters.
 */
export const userSettingSchema = object({
  email: string()
    .trim()
    .required('user.setting.errors.emailRequired')
    .max(Limits.emailMax, 'user.setting.errors.emailMax')
    .email('user.setting.errors.emailInvalid'),
  nickname: string()
    .trim()
    .required('user.setting.errors.nicknameRequired')
    .max(Limits.nicknameMax, 'user.setting.errors.nicknameMax'),
  countryRegion: string().required('user.setting.errors.countryRegionRequired'),
  area: string().required('user.setting.errors.areaRequired'),
  profile: string().defined().max(Limits.profileMax, 'user.setting.errors.profileMax'),
});

export type UserSettingValues = InferType<typeof userSettingSchema>;
