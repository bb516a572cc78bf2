export { GroupFormScreen } from './GroupFormScreen';
export { submitGroupForm } from './groupForm.api';
export type { GroupFormCallOptions } from './groupForm.api';
export { groupFormSchema } from './groupForm.schema';
export {
  AUDIO_CHANNELS,
  AUDIO_PROFILES,
  AUDIO_RATES,
  EMPTY_GROUP_FORM,
  MATCH_MODES,
  toGroupFormRequest,
  VIDEO_PROFILES,
  VIDEO_RESOLUTIONS,
} from './groupForm.types';
export type {
  AudioChannels,
  AudioFormValues,
  AudioProfile,
  AudioRate,
  AudioSettings,
  GroupFormRequest,
  GroupFormValues,
  MatchMode,
  VideoFormValues,
  VideoProfile,
  VideoResolution,
  VideoSettings,
} from './groupForm.types';
export { groupFormLocale } from './locales';
