import type { RequestHandler } from 'msw';
import { groupFormEndpoints as endpoints } from './groupForm.endpoints';
import { Limits } from '../../../constants';
import { defineFeatureMocks } from '../../../mocks/feature';
import { formSubmitMocks, type FormSubmitScenarioName } from '../../../mocks/formSubmit';
import {
  ENCODING_RATE_RANGE,
  encodingRateOrderProblem,
  FRAME_RATE_RANGE,
  isInRange,
  type NumberRange,
} from './groupForm.rules';
import { mockMessagesInChinese } from '../../../mocks/locale';

/**
 * MSW handler of the group form's own write: POST /api/group-form/submit. Imports only endpoints,
 * the plain rules and mock helpers, so the worker bundle stays small.
 */

/** Messages of the mocked server (answered in the request's language, `mockMessagesInChinese`). */
export const GROUP_FORM_MOCK_MESSAGES = mockMessagesInChinese(
  {
    serverError: 'parameter service unavailable',
    frameRateOutOfRange: `frame rates must be ${FRAME_RATE_RANGE.min} to ${FRAME_RATE_RANGE.max}`,
    encodingRateOutOfRange: `encoding rates must be ${ENCODING_RATE_RANGE.min} to ${ENCODING_RATE_RANGE.max}`,
    encodingRateOrder: 'encoding rates must keep min ≤ default ≤ max',
    descriptionTooLong: `parameter description must be at most ${Limits.parameterDescriptionMax} characters`,
  } as const,
  {
    serverError: '参数服务暂不可用',
    frameRateOutOfRange: `帧率须为 ${FRAME_RATE_RANGE.min} 到 ${FRAME_RATE_RANGE.max}`,
    encodingRateOutOfRange: `编码码率须为 ${ENCODING_RATE_RANGE.min} 到 ${ENCODING_RATE_RANGE.max}`,
    encodingRateOrder: '编码码率须满足 最小 ≤ 默认 ≤ 最大',
    descriptionTooLong: `参数描述最多 ${Limits.parameterDescriptionMax} 个字符`,
  },
);

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A number field: `null` when not given, `NaN` for anything that is not a number (refused by the range check). */
function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number.NaN;
}

const outside = (value: number | null, range: NumberRange) =>
  value !== null && !isInRange(value, range);

/** The server's own check of the parameters, so a client that skips validation is refused too. */
export function groupFormProblem(body: Record<string, unknown>): string | null {
  const video = record(body.video);
  const acquisition = record(video.acquisition);
  const encoding = record(video.encoding);
  const rate = record(encoding.rate);
  const frameRates = [acquisition.frameRate, encoding.frameRate].map(numberOrNull);
  if (frameRates.some((value) => outside(value, FRAME_RATE_RANGE))) {
    return GROUP_FORM_MOCK_MESSAGES.frameRateOutOfRange;
  }
  const rates = {
    min: numberOrNull(rate.min),
    max: numberOrNull(rate.max),
    default: numberOrNull(rate.default),
  };
  if (Object.values(rates).some((value) => outside(value, ENCODING_RATE_RANGE))) {
    return GROUP_FORM_MOCK_MESSAGES.encodingRateOutOfRange;
  }
  if (encodingRateOrderProblem(rates)) return GROUP_FORM_MOCK_MESSAGES.encodingRateOrder;
  const description = typeof body.description === 'string' ? body.description : '';
  if (description.length > Limits.parameterDescriptionMax) {
    return GROUP_FORM_MOCK_MESSAGES.descriptionTooLong;
  }
  return null;
}

const submitMocks = formSubmitMocks({
  endpoint: endpoints.groupFormSubmit,
  problemOf: groupFormProblem,
  serverError: GROUP_FORM_MOCK_MESSAGES.serverError,
});

/** The happy-path handler of the group form. */
export const groupFormHandlers: RequestHandler[] = submitMocks.handlers;

/** The scenario names of the group form's mock (`groupFormScenarios`): the submit fails (50000), takes 3 s or answers HTTP 401. */
export type GroupFormScenarioName = FormSubmitScenarioName;

/**
 * Complete handler lists for `parameters.msw.handlers.groupForm` (stories) or `server.use(...)` (tests): the
 * scenario's handler first, then the normal one (error, slow, unauthorized; see formSubmitMocks).
 */
export const groupFormScenarios: Readonly<Record<GroupFormScenarioName, RequestHandler[]>> =
  submitMocks.scenarios;

export const groupFormMocks = defineFeatureMocks({
  name: 'groupForm',
  handlers: groupFormHandlers,
  scenarios: groupFormScenarios,
});
