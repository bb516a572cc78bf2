import { mixed, number, object, string, type InferType } from 'yup';
import {
  CONTENT_TYPES,
  FILTER_TYPES,
  POLICY_STATUSES,
  type ContentType,
  type FilterType,
  type PolicyStatus,
} from './searchTable.types';

/*
 * The rules of a new content set. The contract names the fields (§3) but gives no rules for them; these are the
 * project's (docs/product-contract.md §10.3): the name follows §5's activity-name rule, with spaces between words. Create and every row of an
 * import are checked by this one schema. Messages are i18n keys, translated where they are shown.
 */

/** Longest set number, in digits. */
export const POLICY_NUMBER_MAX_DIGITS = 12;
/** Longest set name (as §5's activity name). */
export const POLICY_NAME_MAX = 20;
/** Largest count of pieces in a set. */
export const POLICY_COUNT_MAX = 1_000_000;

const NUMBER_PATTERN = /^\d+$/;
const COUNT_PATTERN = /^-?\d+$/;
// Words of Chinese characters, letters or digits (contract §5, activity name) with one space between them: a name
// in English needs them ('Calving season 1'), and the contract fixes no rule for this field (§10.3).
const NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9]+(?: [\p{Script=Han}A-Za-z0-9]+)*$/u;

export const policySchema = object({
  number: string()
    .trim()
    .required('searchTable.validation.numberRequired')
    .matches(NUMBER_PATTERN, 'searchTable.validation.numberDigits')
    .max(POLICY_NUMBER_MAX_DIGITS, 'searchTable.validation.numberMax'),
  name: string()
    .trim()
    .required('searchTable.validation.nameRequired')
    .max(POLICY_NAME_MAX, 'searchTable.validation.nameMax')
    .matches(NAME_PATTERN, 'searchTable.validation.nameCharacters'),
  contentType: mixed<ContentType>()
    .required('searchTable.validation.contentTypeRequired')
    .oneOf(CONTENT_TYPES, 'searchTable.validation.contentTypeRequired'),
  filterType: mixed<FilterType>()
    .required('searchTable.validation.filterTypeRequired')
    .oneOf(FILTER_TYPES, 'searchTable.validation.filterTypeRequired'),
  count: number()
    .transform((value: number, original: unknown) => {
      // An empty box or cell is "missing", not "not a number".
      if (original === '' || original === null) return undefined;
      if (typeof original !== 'string') return value;
      // Text (a CSV cell, a JSON string) is a count only in decimal digits, blanks around it aside, a minus sign
      // saying it is below the range: `0x10`, `0b11`, `1e3`, `1.0`, `+5` or `1,000` are not read as the numbers
      // JavaScript's Number() makes of them (16, 3, 1000 …).
      const text = original.trim();
      if (text === '') return undefined;
      return COUNT_PATTERN.test(text) ? Number(text) : NaN;
    })
    .typeError('searchTable.validation.countDigits')
    .required('searchTable.validation.countRequired')
    .integer('searchTable.validation.countInteger')
    .min(0, 'searchTable.validation.countRange')
    .max(POLICY_COUNT_MAX, 'searchTable.validation.countRange'),
  status: mixed<PolicyStatus>()
    .required('searchTable.validation.statusRequired')
    .oneOf(POLICY_STATUSES, 'searchTable.validation.statusRequired'),
});

export type PolicyFormValues = InferType<typeof policySchema>;
