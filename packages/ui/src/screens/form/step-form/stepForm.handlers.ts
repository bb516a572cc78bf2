import type { RequestHandler } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { Limits } from '../../../constants';
import { defineFeatureMocks } from '../../../mocks/feature';
import { formSubmitMocks, type FormSubmitScenarioName } from '../../../mocks/formSubmit';
import { trimmedText as text } from '../../../mocks/request';
import { isActivityNameValid, isPromoteLinkValid } from './stepForm.rules';
import { isChannelType } from './stepForm.types';

/**
 * MSW handler of the step form's debug call: POST /api/channel-form/submit. Imports only endpoints, the
 * plain rules and mock helpers, so the worker bundle stays small.
 */

/** Messages of the mocked server (server data, so not translated). */
export const STEP_FORM_MOCK_MESSAGES = {
  serverError: 'channel service unavailable',
  activityNameInvalid: `activity name must be 1 to ${Limits.activityNameMax} Chinese characters, letters or digits`,
  channelTypeInvalid: 'channel type must be webDomain or apiDomain',
  promotionTimeInvalid: 'promotion time needs a start and an end day',
  promoteLinkInvalid: 'promote link must start with http:// or https://',
  fieldRequired: 'advertising source, media, keyword and content are required',
  advertisingContentTooLong: `advertising content must be at most ${Limits.advertisingContentMax} characters`,
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The server's own check of the channel form, so a client that skips validation is refused too. */
export function channelFormProblem(body: Record<string, unknown>): string | null {
  const name = typeof body.activityName === 'string' ? body.activityName : '';
  if (!isActivityNameValid(name)) return STEP_FORM_MOCK_MESSAGES.activityNameInvalid;
  if (!isChannelType(body.channelType)) return STEP_FORM_MOCK_MESSAGES.channelTypeInvalid;
  const [start, end] = Array.isArray(body.promotionTime) ? (body.promotionTime as unknown[]) : [];
  if (
    typeof start !== 'string' ||
    typeof end !== 'string' ||
    !ISO_DAY.test(start) ||
    !ISO_DAY.test(end) ||
    end < start
  ) {
    return STEP_FORM_MOCK_MESSAGES.promotionTimeInvalid;
  }
  if (!isPromoteLinkValid(text(body.promoteLink)))
    return STEP_FORM_MOCK_MESSAGES.promoteLinkInvalid;
  const content = text(body.advertisingContent);
  if (
    [body.advertisingSource, body.advertisingMedia, body.keyword].some((value) => !text(value)) ||
    !content
  ) {
    return STEP_FORM_MOCK_MESSAGES.fieldRequired;
  }
  if (content.length > Limits.advertisingContentMax) {
    return STEP_FORM_MOCK_MESSAGES.advertisingContentTooLong;
  }
  return null;
}

const submitMocks = formSubmitMocks({
  endpoint: endpoints.channelFormSubmit,
  problemOf: channelFormProblem,
  serverError: STEP_FORM_MOCK_MESSAGES.serverError,
});

/** The happy-path handler of the step form. */
export const stepFormHandlers: RequestHandler[] = submitMocks.handlers;

export type StepFormScenarioName = FormSubmitScenarioName;

/**
 * Complete handler lists for `parameters.msw.handlers.stepForm` (stories) or `server.use(...)` (tests): the
 * scenario's handler first, then the normal one (error, slow, unauthorized; see formSubmitMocks).
 */
export const stepFormScenarios: Readonly<Record<StepFormScenarioName, RequestHandler[]>> =
  submitMocks.scenarios;

export const stepFormMocks = defineFeatureMocks({
  name: 'stepForm',
  handlers: stepFormHandlers,
  scenarios: stepFormScenarios,
});
