import type { DateRangeValue, IsoDate } from '../../../components/DatePicker';
import { isOneOf } from '../../../components/shared/isOneOf';

/** Channel form: the two channel types. */
export const CHANNEL_TYPES = ['webDomain', 'apiDomain'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export function isChannelType(value: unknown): value is ChannelType {
  return isOneOf(CHANNEL_TYPES, value);
}

/**
 * What the step form holds while it is being filled. `''` is a channel type not chosen yet;
 * either end of the promotion time is `null` until picked.
 */
export interface StepFormValues {
  activityName: string;
  channelType: ChannelType | '';
  /** First and last day of the promotion (`YYYY-MM-DD`). */
  promotionTime: DateRangeValue;
  promoteLink: string;
  advertisingSource: string;
  advertisingMedia: string;
  keyword: string;
  pushNotify: boolean;
  advertisingContent: string;
}

/** Body of POST /api/channel-form/submit: the channel form once every rule holds. */
export interface ChannelFormRequest {
  activityName: string;
  channelType: ChannelType;
  promotionTime: readonly [IsoDate, IsoDate];
  promoteLink: string;
  advertisingSource: string;
  advertisingMedia: string;
  keyword: string;
  pushNotify: boolean;
  advertisingContent: string;
}

/** The empty form: where a new channel starts and what "Create another" and "Discard draft" go back to. */
export const EMPTY_STEP_FORM: Readonly<StepFormValues> = Object.freeze<StepFormValues>({
  activityName: '',
  channelType: '',
  promotionTime: [null, null],
  promoteLink: '',
  advertisingSource: '',
  advertisingMedia: '',
  keyword: '',
  pushNotify: true,
  advertisingContent: '',
});

/** The fields of each editable step, in the order they are shown (focus goes to the first invalid one). */
export const STEP_FORM_FIELDS = {
  basic: ['activityName', 'channelType', 'promotionTime', 'promoteLink'],
  channel: ['advertisingSource', 'advertisingMedia', 'keyword', 'pushNotify', 'advertisingContent'],
} as const satisfies Record<string, readonly (keyof StepFormValues)[]>;

/** The steps: basic information → channel information → finish. */
export const STEP_FORM_STEPS = ['basic', 'channel', 'finish'] as const;
export type StepFormStep = (typeof STEP_FORM_STEPS)[number];
