import type { RequestHandler } from 'msw';
import { stepFormEndpoints as endpoints } from './stepForm.endpoints';
import { Limits } from '../../../constants';
import { defineFeatureMocks } from '../../../mocks/feature';
import { formSubmitMocks, type FormSubmitScenarioName } from '../../../mocks/formSubmit';
import { trimmedText as text } from '../../../mocks/request';
import { isActivityNameValid, isPromoteLinkValid } from './stepForm.rules';
import { isChannelType } from './stepForm.types';
import { mockMessagesInChinese } from '../../../mocks/locale';

/**
 * MSW handler of the step form's debug call: POST /api/channel-form/submit. Imports only endpoints, the
 * plain rules and mock helpers, so the worker bundle stays small.
 */

/** Messages of the mocked server (answered in the request's language, `mockMessagesInChinese`). */
export const STEP_FORM_MOCK_MESSAGES = mockMessagesInChinese(
  {
    serverError: 'channel service unavailable',
    activityNameInvalid: `activity name must be 1 to ${Limits.activityNameMax} Chinese characters, letters or digits`,
    channelTypeInvalid: 'channel type must be webDomain or apiDomain',
    promotionTimeInvalid: 'promotion time needs a start and an end day',
    promoteLinkInvalid: 'promote link must start with http:// or https://',
    fieldRequired: 'advertising source, media, keyword and content are required',
    advertisingContentTooLong: `advertising content must be at most ${Limits.advertisingContentMax} characters`,
    promoteLinkTooLong: `promote link must be at most ${Limits.promoteLinkMax} characters`,
    advertisingSourceTooLong: `advertising source must be at most ${Limits.advertisingSourceMax} characters`,
    advertisingMediaTooLong: `advertising media must be at most ${Limits.advertisingMediaMax} characters`,
    keywordTooLong: `keyword must be at most ${Limits.keywordMax} characters`,
  } as const,
  {
    serverError: '渠道服务暂不可用',
    activityNameInvalid: `活动名称须为 1 到 ${Limits.activityNameMax} 个汉字、字母或数字`,
    channelTypeInvalid: '渠道类型只能是 webDomain 或 apiDomain',
    promotionTimeInvalid: '推广时间需要开始日期和结束日期',
    promoteLinkInvalid: '推广地址必须以 http:// 或 https:// 开头',
    fieldRequired: '广告来源、广告媒介、关键词和广告内容不能为空',
    advertisingContentTooLong: `广告内容最多 ${Limits.advertisingContentMax} 个字符`,
    promoteLinkTooLong: `推广地址最多 ${Limits.promoteLinkMax} 个字符`,
    advertisingSourceTooLong: `广告来源最多 ${Limits.advertisingSourceMax} 个字符`,
    advertisingMediaTooLong: `广告媒介最多 ${Limits.advertisingMediaMax} 个字符`,
    keywordTooLong: `关键词最多 ${Limits.keywordMax} 个字符`,
  },
);

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
  const link = text(body.promoteLink);
  if (!isPromoteLinkValid(link)) return STEP_FORM_MOCK_MESSAGES.promoteLinkInvalid;
  if (link.length > Limits.promoteLinkMax) return STEP_FORM_MOCK_MESSAGES.promoteLinkTooLong;
  const content = text(body.advertisingContent);
  if (
    [body.advertisingSource, body.advertisingMedia, body.keyword].some((value) => !text(value)) ||
    !content
  ) {
    return STEP_FORM_MOCK_MESSAGES.fieldRequired;
  }
  if (text(body.advertisingSource).length > Limits.advertisingSourceMax) {
    return STEP_FORM_MOCK_MESSAGES.advertisingSourceTooLong;
  }
  if (text(body.advertisingMedia).length > Limits.advertisingMediaMax) {
    return STEP_FORM_MOCK_MESSAGES.advertisingMediaTooLong;
  }
  if (text(body.keyword).length > Limits.keywordMax) return STEP_FORM_MOCK_MESSAGES.keywordTooLong;
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

/** The scenario names of the step form's mock (`stepFormScenarios`): the submit fails (50000), takes 3 s or answers HTTP 401. */
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
