import { beforeEach, describe, expect, it } from 'vitest';
import {
  readStepFormDraft,
  removeStepFormDraft,
  saveStepFormDraft,
  stepFormDraftKey,
  type StepFormDraft,
} from './stepForm.draft';
import { channelStepDraft, channelStepDraftSavedAt } from './stepForm.fixtures';
import { EMPTY_STEP_FORM } from './stepForm.types';

const draft: StepFormDraft = {
  savedAt: channelStepDraftSavedAt,
  step: 'channel',
  values: channelStepDraft,
};

describe('step form draft', () => {
  beforeEach(() => localStorage.clear());

  it('comes back as it was saved, for the same user only', () => {
    saveStepFormDraft(localStorage, '10001', draft);
    expect(readStepFormDraft(localStorage, '10001')).toEqual(draft);
    expect(readStepFormDraft(localStorage, '10002')).toBeNull();
  });

  it('is removed when the form is empty again, and on request', () => {
    saveStepFormDraft(localStorage, '10001', draft);
    saveStepFormDraft(localStorage, '10001', { ...draft, values: { ...EMPTY_STEP_FORM } });
    expect(localStorage.getItem(stepFormDraftKey('10001'))).toBeNull();

    saveStepFormDraft(localStorage, '10001', draft);
    removeStepFormDraft(localStorage, '10001');
    expect(readStepFormDraft(localStorage, '10001')).toBeNull();
  });

  it('ignores an entry that is not a draft', () => {
    localStorage.setItem(stepFormDraftKey('10001'), '{not json');
    expect(readStepFormDraft(localStorage, '10001')).toBeNull();
    localStorage.setItem(stepFormDraftKey('10001'), JSON.stringify(['a']));
    expect(readStepFormDraft(localStorage, '10001')).toBeNull();
  });

  it('keeps what each field can be and empties the rest (an older or hand-edited entry)', () => {
    localStorage.setItem(
      stepFormDraftKey('10001'),
      JSON.stringify({
        savedAt: 'yesterday',
        step: 'finish',
        values: {
          activityName: '春季推广',
          channelType: 'ftp',
          promotionTime: ['2025-04-01', 'soon'],
          keyword: 42,
          pushNotify: 'yes',
        },
      }),
    );
    expect(readStepFormDraft(localStorage, '10001')).toEqual({
      savedAt: new Date(0).toISOString(),
      step: 'basic',
      values: {
        ...EMPTY_STEP_FORM,
        activityName: '春季推广',
        promotionTime: ['2025-04-01', null],
      },
    });
  });

  it('loses only the draft when the storage refuses it', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveStepFormDraft(full, '10001', draft)).not.toThrow();
    expect(() => saveStepFormDraft(null, '10001', draft)).not.toThrow();
    expect(readStepFormDraft(null, '10001')).toBeNull();
  });
});
