import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import type { DateRangeValue } from '../../../components/DatePicker';
import { Limits } from '../../../constants';
import { ACTIVITY_NAME_PATTERN, characterCount, PROMOTE_LINK_PATTERN } from './stepForm.rules';
import { isChannelType, type ChannelType, type StepFormValues } from './stepForm.types';

// Messages are i18n keys (words of contract §5); the form translates them as it renders, so a language switch
// re-words a message already shown. Within a field the first failing rule speaks: required, then form, then length.

const requiredText = (message: string) => string().defined().trim().required(message);

/** What the rules read besides the values: the day it is (`YYYY-MM-DD`, the device's local date). */
export interface StepFormSchemaContext {
  today?: string;
}

/** The rules of the step form's channel form. */
export const stepFormSchema: ObjectSchema<StepFormValues> = object({
  // Not trimmed: a space is not one of the allowed characters, and the user should see why.
  activityName: string()
    .defined()
    .required('stepForm.errors.activityNameRequired')
    .matches(ACTIVITY_NAME_PATTERN, {
      message: 'stepForm.errors.activityNamePattern',
      excludeEmptyString: true,
    })
    .test(
      'max',
      'stepForm.errors.activityNameMax',
      (name) => characterCount(name) <= Limits.activityNameMax,
    ),
  channelType: mixed<ChannelType | ''>()
    .defined()
    .test('required', 'stepForm.errors.channelTypeRequired', (type) => isChannelType(type)),
  promotionTime: mixed<DateRangeValue>()
    .defined()
    .test(
      'required',
      'stepForm.errors.promotionTimeRequired',
      (range) => Array.isArray(range) && range[0] != null && range[1] != null,
    )
    // A promotion that is over cannot be started: the range must end today or later. `today` (YYYY-MM-DD) comes from
    // the form's context (`StepFormScreenProps.today`); without it the rule is not checked.
    .test('notPast', 'stepForm.errors.promotionTimePast', (range, context) => {
      const today: unknown = (context.options.context as StepFormSchemaContext | undefined)?.today;
      if (typeof today !== 'string' || !Array.isArray(range) || range[1] == null) return true;
      return range[1] >= today;
    }),
  promoteLink: requiredText('stepForm.errors.promoteLinkRequired')
    .matches(PROMOTE_LINK_PATTERN, {
      message: 'stepForm.errors.promoteLinkPattern',
      excludeEmptyString: true,
    })
    .max(Limits.promoteLinkMax, 'stepForm.errors.promoteLinkMax'),
  // Free texts the contract gives no limit: ours (contract §10.3), as the fields' maxLength and the server's.
  advertisingSource: requiredText('stepForm.errors.advertisingSourceRequired').max(
    Limits.advertisingSourceMax,
    'stepForm.errors.advertisingSourceMax',
  ),
  advertisingMedia: requiredText('stepForm.errors.advertisingMediaRequired').max(
    Limits.advertisingMediaMax,
    'stepForm.errors.advertisingMediaMax',
  ),
  keyword: requiredText('stepForm.errors.keywordRequired').max(
    Limits.keywordMax,
    'stepForm.errors.keywordMax',
  ),
  pushNotify: boolean().defined(),
  // Counted like the Textarea's counter (String.length), so "201/200" and the message agree.
  advertisingContent: requiredText('stepForm.errors.advertisingContentRequired').max(
    Limits.advertisingContentMax,
    'stepForm.errors.advertisingContentMax',
  ),
});
