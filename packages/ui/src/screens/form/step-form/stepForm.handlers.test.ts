import { describe, expect, it } from 'vitest';
import { Limits } from '../../../constants';
import { channelFormProblem, STEP_FORM_MOCK_MESSAGES } from './stepForm.handlers';
import { validChannelForm } from './stepForm.fixtures';

describe('the mocked channel-form server (contract §5 checked again on the server)', () => {
  it('accepts a valid channel form, its free texts up to their limits', () => {
    expect(channelFormProblem({ ...validChannelForm })).toBeNull();
    expect(
      channelFormProblem({
        ...validChannelForm,
        advertisingSource: '牧'.repeat(Limits.advertisingSourceMax),
        advertisingMedia: '牧'.repeat(Limits.advertisingMediaMax),
        keyword: '牧'.repeat(Limits.keywordMax),
      }),
    ).toBeNull();
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
    [
      { promoteLink: `https://pasture.example.com/${'a'.repeat(Limits.promoteLinkMax)}` },
      STEP_FORM_MOCK_MESSAGES.promoteLinkTooLong,
    ],
    [
      { advertisingSource: '牧'.repeat(Limits.advertisingSourceMax + 1) },
      STEP_FORM_MOCK_MESSAGES.advertisingSourceTooLong,
    ],
    [
      { advertisingMedia: '牧'.repeat(Limits.advertisingMediaMax + 1) },
      STEP_FORM_MOCK_MESSAGES.advertisingMediaTooLong,
    ],
    [{ keyword: '牧'.repeat(Limits.keywordMax + 1) }, STEP_FORM_MOCK_MESSAGES.keywordTooLong],
  ])('refuses %j', (change, message) => {
    expect(channelFormProblem({ ...validChannelForm, ...change })).toBe(message);
  });
});
