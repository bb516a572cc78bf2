import { EMPTY_STEP_FORM, isChannelType, type StepFormValues } from './stepForm.types';

/**
 * The step form's draft: what was typed, kept in localStorage per user so that nothing is lost to a reload, a closed
 * browser tab or an expired session, and offered back (with a way to discard it) when the form opens again.
 */

/** localStorage key prefix; the user's id follows, so one account never sees another's draft on a shared browser. */
export const STEP_FORM_DRAFT_KEY = 'pasture.stepFormDraft';

/** The editable step the user was on (the finish step is never saved: a submitted form leaves no draft). */
export type StepFormDraftStep = 'basic' | 'channel';

export interface StepFormDraft {
  /** When it was last saved (ISO 8601). */
  savedAt: string;
  step: StepFormDraftStep;
  values: StepFormValues;
}

export function stepFormDraftKey(owner: string): string {
  return `${STEP_FORM_DRAFT_KEY}:${owner}`;
}

/** The page's localStorage, or null where there is none (server rendering, storage blocked). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether the form holds nothing the user typed or chose. */
export function isEmptyStepForm(values: StepFormValues): boolean {
  return JSON.stringify(values) === JSON.stringify(EMPTY_STEP_FORM);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function day(value: unknown): string | null {
  return typeof value === 'string' && ISO_DAY.test(value) ? value : null;
}

/**
 * The values of a stored draft, field by field: what a field cannot be (an older version's shape, a hand-edited
 * entry) starts empty instead of breaking the form.
 */
function valuesOf(stored: Record<string, unknown>): StepFormValues {
  const range = Array.isArray(stored.promotionTime) ? stored.promotionTime : [];
  return {
    activityName: text(stored.activityName),
    channelType: isChannelType(stored.channelType) ? stored.channelType : '',
    promotionTime: [day(range[0]), day(range[1])],
    promoteLink: text(stored.promoteLink),
    advertisingSource: text(stored.advertisingSource),
    advertisingMedia: text(stored.advertisingMedia),
    keyword: text(stored.keyword),
    pushNotify:
      typeof stored.pushNotify === 'boolean' ? stored.pushNotify : EMPTY_STEP_FORM.pushNotify,
    advertisingContent: text(stored.advertisingContent),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The user's saved draft, or null when there is none worth offering (nothing typed, unreadable). */
export function readStepFormDraft(storage: Storage | null, owner: string): StepFormDraft | null {
  let stored: unknown;
  try {
    const raw = storage?.getItem(stepFormDraftKey(owner));
    if (!raw) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  const values = valuesOf(stored.values);
  if (isEmptyStepForm(values)) return null;
  const savedAt =
    typeof stored.savedAt === 'string' && !Number.isNaN(Date.parse(stored.savedAt))
      ? stored.savedAt
      : new Date(0).toISOString();
  return { savedAt, step: stored.step === 'channel' ? 'channel' : 'basic', values };
}

/** Saves the draft; an empty form removes it instead. A full or blocked storage loses only the draft. */
export function saveStepFormDraft(
  storage: Storage | null,
  owner: string,
  draft: StepFormDraft,
): void {
  if (isEmptyStepForm(draft.values)) {
    removeStepFormDraft(storage, owner);
    return;
  }
  try {
    storage?.setItem(stepFormDraftKey(owner), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the form itself still holds everything.
  }
}

export function removeStepFormDraft(storage: Storage | null, owner: string): void {
  try {
    storage?.removeItem(stepFormDraftKey(owner));
  } catch {
    // Nothing to do: a draft that cannot be removed could not have been saved either.
  }
}
