import { mixed, number, object, string, type ObjectSchema } from 'yup';
import { Limits } from '../../../constants';
import {
  ENCODING_RATE_RANGE,
  encodingRateOrderProblem,
  FRAME_RATE_RANGE,
  isInRange,
  type NumberRange,
} from './groupForm.rules';
import type {
  AudioChannels,
  AudioFormValues,
  AudioProfile,
  AudioRate,
  GroupFormValues,
  MatchMode,
  VideoFormValues,
  VideoProfile,
  VideoResolution,
} from './groupForm.types';

// Messages are i18n keys (contract §5 hints). Every field is optional: the contract gives ranges, not requirements.
// The number boxes clamp to their range as the user leaves them, so a range message is rare in the form itself; the
// schema still holds the rule for values from anywhere else.

const choice = <T extends string>() => mixed<T | ''>().defined();

const inRange = (range: NumberRange, message: string) =>
  number()
    .nullable()
    .defined()
    .test('range', message, (value) => value == null || isInRange(value, range));

type RateSiblings = Pick<VideoFormValues, 'encodingRateMin' | 'encodingRateMax'>;

const videoSchema: ObjectSchema<VideoFormValues> = object({
  matchMode: choice<MatchMode>(),
  acquisitionResolution: choice<VideoResolution>(),
  acquisitionFrameRate: inRange(FRAME_RATE_RANGE, 'groupForm.errors.frameRateRange'),
  encodingResolution: choice<VideoResolution>(),
  encodingRateMin: inRange(ENCODING_RATE_RANGE, 'groupForm.errors.encodingRateRange'),
  encodingRateMax: inRange(ENCODING_RATE_RANGE, 'groupForm.errors.encodingRateRange').test(
    'order',
    'groupForm.errors.encodingRateMaxBelowMin',
    function isNotBelowMin(max) {
      const { encodingRateMin } = this.parent as RateSiblings;
      return encodingRateOrderProblem({ min: encodingRateMin, max, default: null }) !== 'max';
    },
  ),
  encodingRateDefault: inRange(ENCODING_RATE_RANGE, 'groupForm.errors.encodingRateRange').test(
    'order',
    'groupForm.errors.encodingRateDefaultOutside',
    function isBetweenMinAndMax(value) {
      const { encodingRateMin: min, encodingRateMax: max } = this.parent as RateSiblings;
      // A max below the min is the max field's message; the default is judged against the two once they agree.
      if (min != null && max != null && max < min) return true;
      return encodingRateOrderProblem({ min, max, default: value }) !== 'default';
    },
  ),
  encodingFrameRate: inRange(FRAME_RATE_RANGE, 'groupForm.errors.frameRateRange'),
  encodingProfile: choice<VideoProfile>(),
});

const audioSchema: ObjectSchema<AudioFormValues> = object({
  matchMode: choice<MatchMode>(),
  acquisitionChannels: mixed<AudioChannels>().nullable().defined(),
  encodingRate: mixed<AudioRate>().nullable().defined(),
  encodingChannels: mixed<AudioChannels>().nullable().defined(),
  encodingProfile: choice<AudioProfile>(),
});

/** The group form: video and audio parameters and the parameter description. */
export const groupFormSchema: ObjectSchema<GroupFormValues> = object({
  video: videoSchema,
  audio: audioSchema,
  description: string()
    .defined()
    .max(Limits.parameterDescriptionMax, 'groupForm.errors.descriptionMax'),
});
