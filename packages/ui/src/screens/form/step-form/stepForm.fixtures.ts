import type { ChannelFormRequest, StepFormValues } from './stepForm.types';

/** A channel form every rule accepts: what stories and tests type, and what they expect sent. */
export const validChannelForm: ChannelFormRequest = {
  activityName: '春季牧草推广2025',
  channelType: 'webDomain',
  promotionTime: ['2030-04-01', '2030-04-30'],
  promoteLink: 'https://pasture.example.com/spring',
  advertisingSource: '牧业周刊',
  advertisingMedia: 'banner',
  keyword: '青贮',
  pushNotify: true,
  advertisingContent: '春季苜蓿与青贮饲料限时推广，订购满十吨送运输。',
};

/** A draft left on the channel step (basic information complete, channel information half typed). */
export const channelStepDraft: StepFormValues = {
  ...validChannelForm,
  advertisingMedia: '',
  keyword: '',
  advertisingContent: '',
};

/** When that draft was saved (a fixed instant, so the restore notice reads the same in every run). */
export const channelStepDraftSavedAt = '2025-03-12T06:05:00.000Z';
