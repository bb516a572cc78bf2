import { Limits } from '../../../constants';

/*
 * The contract §5 rules of the channel form as plain checks, shared by the form's schema and the mocked server (which
 * refuses what a client skipping the form would send). No yup here, so the mocks stay small.
 */

/** The activity name holds only Chinese characters (Han script), Latin letters or digits 0–9. */
export const ACTIVITY_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9]+$/u;

/**
 * contract §5 (garbled there, read in contract §10.3): the promote link starts with `http://` or `https://` (the scheme in
 * any case), has something after it and no spaces.
 */
export const PROMOTE_LINK_PATTERN = /^https?:\/\/\S+$/i;

/** Characters as a person counts them: a Chinese character outside the basic plane is one, not two. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function isActivityNameValid(name: string): boolean {
  return ACTIVITY_NAME_PATTERN.test(name) && characterCount(name) <= Limits.activityNameMax;
}

export function isPromoteLinkValid(link: string): boolean {
  return PROMOTE_LINK_PATTERN.test(link);
}
