import Papa from 'papaparse';
import { ValidationError } from 'yup';
import { searchTableLocale } from './locales';
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS, type CsvColumn } from './searchTable.csv';
import { policySchema } from './searchTable.schema';
import { CONTENT_TYPES, FILTER_TYPES, POLICY_STATUSES, type NewPolicy } from './searchTable.types';

/**
 * Reading an import file (papaparse, loaded with the import dialog only): the file's type, size and encoding are
 * checked first, then its header, then every row against the create schema. Nothing here talks to the server.
 */

/** Most data rows one file may hold. */
export const IMPORT_MAX_ROWS = 5_000;
/** Largest file accepted, in bytes. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

type RequiredColumn = (typeof CSV_REQUIRED_COLUMNS)[number];

/** Why a whole file cannot be imported (nothing is sent then). */
export type ImportFileProblem =
  | { kind: 'wrongType' }
  | { kind: 'empty' }
  | { kind: 'tooLarge' }
  | { kind: 'tooManyRows'; rows: number }
  | { kind: 'unreadable' }
  | { kind: 'missingColumns'; columns: RequiredColumn[] }
  | { kind: 'unknownColumns'; columns: string[] };

/** One rule a row breaks: an i18n key (the schema's message) and the field it is about. */
export interface ImportRowError {
  field: RequiredColumn;
  key: string;
  /** Values for the message (the row a duplicate number repeats). */
  values?: Record<string, string | number>;
}

/** One data row of the file as the preview shows it. */
export interface ImportRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  /** The cells as written. */
  cells: Readonly<Record<RequiredColumn, string>>;
  /** The content set to create, or `null` when the row breaks a rule. */
  policy: NewPolicy | null;
  errors: readonly ImportRowError[];
}

export type ImportFileResult =
  { ok: true; rows: ImportRow[] } | { ok: false; problem: ImportFileProblem };

const normalise = (text: string) =>
  text
    .trim()
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_\-–]/g, '');

type Texts = (typeof searchTableLocale)['zh-CN'];
const languages = [searchTableLocale['zh-CN'], searchTableLocale['en-US']] as Texts[];

function textAt(texts: Texts, path: string): string | undefined {
  let node: unknown = texts;
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every spelling of each column: its key and its column and filter labels in both languages. */
const headerNames: ReadonlyMap<string, CsvColumn> = new Map(
  CSV_COLUMNS.flatMap((column) => [
    [normalise(column), column] as const,
    ...languages.flatMap((texts) =>
      [`searchTable.columns.${column}`, `searchTable.filters.${column}`]
        .map((path) => textAt(texts, path))
        .filter((label): label is string => label !== undefined)
        .map((label) => [normalise(label), column] as const),
    ),
  ]),
);

/** Every spelling of an enumeration's values: the raw value and its label in both languages. */
function valueNames(group: string, values: readonly string[]): ReadonlyMap<string, string> {
  return new Map(
    values.flatMap((value) => [
      [normalise(value), value] as const,
      ...languages
        .map((texts) => textAt(texts, `searchTable.${group}.${value}`))
        .filter((label): label is string => label !== undefined)
        .map((label) => [normalise(label), value] as const),
    ]),
  );
}

const enumerations: Partial<Record<RequiredColumn, ReadonlyMap<string, string>>> = {
  contentType: valueNames('contentType', CONTENT_TYPES),
  filterType: valueNames('filterType', FILTER_TYPES),
  status: valueNames('status', POLICY_STATUSES),
};

/** A leading apostrophe is how a spreadsheet (and our export) keeps text from being read as a formula. */
const cellText = (value: string | undefined) => (value ?? '').trim().replace(/^'/, '');

function checkRow(row: number, cells: Record<RequiredColumn, string>): ImportRow {
  const candidate: Record<string, string> = {};
  for (const column of CSV_REQUIRED_COLUMNS) {
    const text = cells[column];
    candidate[column] = enumerations[column]?.get(normalise(text)) ?? text;
  }
  try {
    const policy = policySchema.validateSync(candidate, { abortEarly: false }) as NewPolicy;
    return { row, cells, policy, errors: [] };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ImportRowError[] = [];
    for (const problem of error.inner.length ? error.inner : [error]) {
      const field = problem.path as RequiredColumn | undefined;
      if (!field || errors.some((known) => known.field === field)) continue;
      errors.push({ field, key: problem.message });
    }
    errors.sort(
      (a, b) => CSV_REQUIRED_COLUMNS.indexOf(a.field) - CSV_REQUIRED_COLUMNS.indexOf(b.field),
    );
    return { row, cells, policy: null, errors };
  }
}

/** Checks the text of a CSV file: its header, then every non-empty row. */
export function parseImportText(text: string): ImportFileResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  const headerIndex = lines.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) return { ok: false, problem: { kind: 'empty' } };
  const header = lines[headerIndex] ?? [];

  const positions = new Map<CsvColumn, number>();
  const unknown: string[] = [];
  header.forEach((name, index) => {
    if (name.trim() === '') return;
    const column = headerNames.get(normalise(name));
    if (column && !positions.has(column)) positions.set(column, index);
    else if (!column) unknown.push(name.trim());
  });
  const missing = CSV_REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length) return { ok: false, problem: { kind: 'missingColumns', columns: missing } };
  if (unknown.length) return { ok: false, problem: { kind: 'unknownColumns', columns: unknown } };

  const dataLines: { row: number; cells: string[] }[] = [];
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const cells = lines[index] ?? [];
    if (cells.every((cell) => cell.trim() === '')) continue;
    dataLines.push({ row: index + 1, cells });
  }
  if (dataLines.length === 0) return { ok: false, problem: { kind: 'empty' } };
  if (dataLines.length > IMPORT_MAX_ROWS) {
    return { ok: false, problem: { kind: 'tooManyRows', rows: dataLines.length } };
  }

  const firstRowOf = new Map<string, number>();
  const rows = dataLines.map(({ row, cells }) => {
    const byColumn = Object.fromEntries(
      CSV_REQUIRED_COLUMNS.map((column) => [column, cellText(cells[positions.get(column) ?? -1])]),
    ) as Record<RequiredColumn, string>;
    const checked = checkRow(row, byColumn);
    if (!checked.policy) return checked;
    const first = firstRowOf.get(checked.policy.number);
    if (first === undefined) {
      firstRowOf.set(checked.policy.number, row);
      return checked;
    }
    return {
      ...checked,
      policy: null,
      errors: [
        {
          field: 'number' as const,
          key: 'searchTable.import.duplicateInFile',
          values: { row: first },
        },
      ],
    };
  });
  return { ok: true, rows };
}

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  '',
]);

/** Decodes the bytes as UTF-8, or as GB18030 (what Excel on a Chinese Windows saves) when they are not UTF-8. */
function decode(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
}

/** Checks and reads a chosen file: its type, size and encoding, then its content (`parseImportText`). */
export async function readImportFile(file: File): Promise<ImportFileResult> {
  if (!/\.csv$/i.test(file.name) || !CSV_TYPES.has(file.type)) {
    return { ok: false, problem: { kind: 'wrongType' } };
  }
  if (file.size === 0) return { ok: false, problem: { kind: 'empty' } };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, problem: { kind: 'tooLarge' } };
  let text: string | null;
  try {
    text = decode(await file.arrayBuffer());
  } catch {
    text = null;
  }
  // A NUL character is a binary file that happened to decode.
  if (text === null || text.includes('\u0000'))
    return { ok: false, problem: { kind: 'unreadable' } };
  return parseImportText(text);
}
