import type { PolicyRecord } from './searchTable.types';

/**
 * The CSV a download writes and an import reads: one column per field of a content set, in this order. The same
 * headers and values (in either language, or the raw values) are accepted back by the import, so an exported file
 * can be edited in Excel and imported again.
 */
export const CSV_COLUMNS = [
  'number',
  'name',
  'contentType',
  'filterType',
  'count',
  'status',
  'createdTime',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Columns an import needs; `createdTime` is the server's and is ignored when present. */
export const CSV_REQUIRED_COLUMNS = CSV_COLUMNS.filter(
  (column): column is Exclude<CsvColumn, 'createdTime'> => column !== 'createdTime',
);

/** Excel reads a UTF-8 file as the local code page unless it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** One cell, quoted when it holds a comma, quote or line break; text that a spreadsheet would run as a formula is defused. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** How the rows are written: the header of each column and the text of each value, in the user's language. */
export interface CsvWording {
  header: (column: CsvColumn) => string;
  value: (column: CsvColumn, row: PolicyRecord) => string | number;
}

/** The whole file: BOM, header line, one line per row, CRLF line ends (what Excel writes itself). */
export function policiesToCsv(rows: readonly PolicyRecord[], wording: CsvWording): string {
  const lines = [CSV_COLUMNS.map((column) => csvCell(wording.header(column))).join(',')];
  for (const row of rows) {
    lines.push(CSV_COLUMNS.map((column) => csvCell(wording.value(column, row))).join(','));
  }
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** `内容集-20261123-164100.csv`: the time makes two downloads of one day two files. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp =
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${base}-${stamp}.csv`;
}

/** Hands a text file to the browser's download (an object URL on a temporary link). */
export function downloadTextFile(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once the current task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
