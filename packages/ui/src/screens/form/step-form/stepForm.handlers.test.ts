import { describe, expect, it } from 'vitest';
import { channelFormProblem, STEP_FORM_MOCK_MESSAGES } from './stepForm.handlers';
import { validChannelForm } from './stepForm.fixtures';

describe('the mocked channel-form server (contract §5 checked again on the server)', () => {
  it('accepts a valid channel form', () => {
    expect(channelFormProblem({ ...validChannelForm })).toBeNull();
  });

  it.each([
    [{ activityName: '春季 推广' }, STEP_FORM_MOCK_MESSAGES.activityNameInvalid],
    [{ activityName: 'a'.repeat(21) }, STEP_FORM_MOCK_MESSAGES.activityNameInvalid],
    [{ channelType: 'ftp' }, STEP_FORM_MOCK_MESSAGES.channelTypeInvalid],
    [{ promotionTime: ['2025-04-30', '2025-04-01'] }, STEP_FORM_MOCK_MESSAGES.promotionTimeInvalid],
    [{ promotionTime: ['2025-04-01'] }, STEP_FORM_MOCK_MESSAGES.promotionTimeInvalid],
    [{ promoteLink: 'pasture.example.com' }, STEP_FORM_MOCK_MESSAGES.promoteLinkInvalid],
    [{ keyword: ' ' }, STEP_FORM_MOCK_MESSAGES.fieldRequired],
    [{ advertisingContent: '' }, STEP_FORM_MOCK_MESSAGES.fieldRequired],
    [{ advertisingContent: '草'.repeat(201) }, STEP_FORM_MOCK_MESSAGES.advertisingContentTooLong],
  ])('refuses %j', (change, message) => {
    expect(channelFormProblem({ ...validChannelForm, ...change })).toBe(message);
  });
});
