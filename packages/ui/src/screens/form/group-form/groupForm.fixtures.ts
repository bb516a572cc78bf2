import type { GroupFormValues } from './groupForm.types';

/** A complete parameter set every rule accepts (the edges of the ranges included): what stories and tests type. */
export const validGroupForm: GroupFormValues = {
  video: {
    matchMode: 'custom',
    acquisitionResolution: '720*1280',
    acquisitionFrameRate: 30,
    encodingResolution: '720*1280',
    encodingRateMin: 150,
    encodingRateMax: 1800,
    encodingRateDefault: 800,
    encodingFrameRate: 1,
    encodingProfile: 'high',
  },
  audio: {
    matchMode: 'custom',
    acquisitionChannels: 2,
    encodingRate: 128,
    encodingChannels: 2,
    encodingProfile: 'AAC-LC',
  },
  description: '夏季放牧直播的推流参数：画质优先，码率随网络自适应。',
};
