import { describe, expect, it } from 'vitest';
import { validGroupForm } from './groupForm.fixtures';
import { GROUP_FORM_MOCK_MESSAGES, groupFormProblem } from './groupForm.handlers';
import { EMPTY_GROUP_FORM, toGroupFormRequest, type GroupFormValues } from './groupForm.types';

const body = (values: GroupFormValues) =>
  JSON.parse(JSON.stringify(toGroupFormRequest(values))) as Record<string, unknown>;

describe('the mocked group-form server (contract §5 checked again on the server)', () => {
  it('accepts a complete parameter set and an empty one', () => {
    expect(groupFormProblem(body(validGroupForm))).toBeNull();
    expect(groupFormProblem(body({ ...EMPTY_GROUP_FORM }))).toBeNull();
  });

  it.each([
    [{ acquisitionFrameRate: 31 }, GROUP_FORM_MOCK_MESSAGES.frameRateOutOfRange],
    [{ encodingFrameRate: 0 }, GROUP_FORM_MOCK_MESSAGES.frameRateOutOfRange],
    [{ encodingRateMin: 100 }, GROUP_FORM_MOCK_MESSAGES.encodingRateOutOfRange],
    [{ encodingRateMax: 1801 }, GROUP_FORM_MOCK_MESSAGES.encodingRateOutOfRange],
    [{ encodingRateMin: 900, encodingRateMax: 800 }, GROUP_FORM_MOCK_MESSAGES.encodingRateOrder],
    [{ encodingRateDefault: 100 }, GROUP_FORM_MOCK_MESSAGES.encodingRateOutOfRange],
    [
      { encodingRateMin: 500, encodingRateDefault: 400 },
      GROUP_FORM_MOCK_MESSAGES.encodingRateOrder,
    ],
  ])('refuses video %j', (change, message) => {
    expect(
      groupFormProblem(body({ ...validGroupForm, video: { ...validGroupForm.video, ...change } })),
    ).toBe(message);
  });

  it('refuses a rate that is not a number and a description over 200 characters', () => {
    const request = body(validGroupForm);
    const video = request.video as { encoding: { rate: Record<string, unknown> } };
    video.encoding.rate.min = '300';
    expect(groupFormProblem(request)).toBe(GROUP_FORM_MOCK_MESSAGES.encodingRateOutOfRange);
    expect(groupFormProblem(body({ ...validGroupForm, description: 'x'.repeat(201) }))).toBe(
      GROUP_FORM_MOCK_MESSAGES.descriptionTooLong,
    );
  });
});
