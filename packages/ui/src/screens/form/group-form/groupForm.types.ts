/**
 * Shapes of the group form (contract §2 group form, §3 video and audio parameters). The request carries the parameters
 * in the shape of the product's basic-profile settings (mode, acquisition, encoding with resolution, frame rate,
 * rate min/max/default, profile, channels), so the approval process of the basic profile can show what was sent.
 */

export const MATCH_MODES = ['default', 'custom'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

export const VIDEO_RESOLUTIONS = ['720*1280', '1080*1920', '1440*2560', '2160*3840'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

export const VIDEO_PROFILES = ['baseline', 'main', 'high'] as const;
export type VideoProfile = (typeof VIDEO_PROFILES)[number];

export const AUDIO_CHANNELS = [1, 2, 8] as const;
export type AudioChannels = (typeof AUDIO_CHANNELS)[number];

/** Audio encoding rates offered, in kbps (the contract gives no range for them; these are the common AAC rates). */
export const AUDIO_RATES = [64, 96, 128, 192, 256, 320] as const;
export type AudioRate = (typeof AUDIO_RATES)[number];

export const AUDIO_PROFILES = ['AAC-LC', 'HE-AAC', 'HE-AACv2'] as const;
export type AudioProfile = (typeof AUDIO_PROFILES)[number];

/** The video group as the form holds it: `''` / `null` is a choice or number not given (every field is optional). */
export interface VideoFormValues {
  matchMode: MatchMode | '';
  acquisitionResolution: VideoResolution | '';
  /** fps, 1 to 30. */
  acquisitionFrameRate: number | null;
  encodingResolution: VideoResolution | '';
  /** bps, 150 to 1800, and min ≤ default ≤ max. */
  encodingRateMin: number | null;
  encodingRateMax: number | null;
  encodingRateDefault: number | null;
  /** fps, 1 to 30. */
  encodingFrameRate: number | null;
  encodingProfile: VideoProfile | '';
}

export interface AudioFormValues {
  matchMode: MatchMode | '';
  acquisitionChannels: AudioChannels | null;
  /** kbps. */
  encodingRate: AudioRate | null;
  encodingChannels: AudioChannels | null;
  encodingProfile: AudioProfile | '';
}

export interface GroupFormValues {
  video: VideoFormValues;
  audio: AudioFormValues;
  /** At most 200 characters. */
  description: string;
}

export const EMPTY_GROUP_FORM: Readonly<GroupFormValues> = Object.freeze<GroupFormValues>({
  video: {
    matchMode: '',
    acquisitionResolution: '',
    acquisitionFrameRate: null,
    encodingResolution: '',
    encodingRateMin: null,
    encodingRateMax: null,
    encodingRateDefault: null,
    encodingFrameRate: null,
    encodingProfile: '',
  },
  audio: {
    matchMode: '',
    acquisitionChannels: null,
    encodingRate: null,
    encodingChannels: null,
    encodingProfile: '',
  },
  description: '',
});

/** Video settings, as sent; a field not given is `null`. */
export interface VideoSettings {
  mode: MatchMode | null;
  acquisition: { resolution: VideoResolution | null; frameRate: number | null };
  encoding: {
    resolution: VideoResolution | null;
    rate: { min: number | null; max: number | null; default: number | null };
    frameRate: number | null;
    profile: VideoProfile | null;
  };
}

/** Audio settings, as sent; a field not given is `null`. */
export interface AudioSettings {
  mode: MatchMode | null;
  acquisition: { channels: AudioChannels | null };
  encoding: {
    channels: AudioChannels | null;
    rate: AudioRate | null;
    profile: AudioProfile | null;
  };
}

/** Body of POST /api/group-form/submit (ours). */
export interface GroupFormRequest {
  video: VideoSettings;
  audio: AudioSettings;
  description: string;
}

const orNull = <T>(value: T | ''): T | null => (value === '' ? null : value);

/** The form's values in the shape the server takes. */
export function toGroupFormRequest({
  video,
  audio,
  description,
}: GroupFormValues): GroupFormRequest {
  return {
    video: {
      mode: orNull(video.matchMode),
      acquisition: {
        resolution: orNull(video.acquisitionResolution),
        frameRate: video.acquisitionFrameRate,
      },
      encoding: {
        resolution: orNull(video.encodingResolution),
        rate: {
          min: video.encodingRateMin,
          max: video.encodingRateMax,
          default: video.encodingRateDefault,
        },
        frameRate: video.encodingFrameRate,
        profile: orNull(video.encodingProfile),
      },
    },
    audio: {
      mode: orNull(audio.matchMode),
      acquisition: { channels: audio.acquisitionChannels },
      encoding: {
        channels: audio.encodingChannels,
        rate: audio.encodingRate,
        profile: orNull(audio.encodingProfile),
      },
    },
    description,
  };
}
