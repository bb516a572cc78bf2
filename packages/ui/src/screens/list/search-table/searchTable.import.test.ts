import { describe, expect, it } from 'vitest';
import { literalPolicies } from './searchTable.fixtures';
import { csvCell, csvFileName, policiesToCsv, type CsvWording } from './searchTable.csv';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  parseImportText,
  readImportFile,
} from './searchTable.import';
import { searchTableLocale } from './locales';

const zh = searchTableLocale['zh-CN'].searchTable as Record<string, Record<string, string>>;

/** The export's wording in Chinese, as a zh-CN user downloads it. */
const chinese: CsvWording = {
  header: (column) => zh.columns?.[column] ?? column,
  value: (column, row) =>
    column === 'contentType' || column === 'filterType' || column === 'status'
      ? (zh[column]?.[row[column]] ?? row[column])
      : row[column],
};

const header = 'number,name,contentType,filterType,count,status';

function rowsOf(text: string) {
  const result = parseImportText(text);
  if (!result.ok) throw new Error(`not imported: ${JSON.stringify(result.problem)}`);
  return result.rows;
}

describe('the CSV a download writes', () => {
  it('starts with a BOM, names the columns in the user language and ends lines with CRLF', () => {
    const csv = policiesToCsv(literalPolicies.slice(0, 1), chinese);
    expect(csv).toBe(
      '\uFEFF集合编号,集合名称,内容体裁,筛选方式,内容量,状态,创建时间\r\n' +
        '260001,春季牧草专题,图文,人工筛选,1286,已上线,2026-11-20 09:30:00\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and defuses what a spreadsheet would run', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
  });

  it('names the file after the time it was written', () => {
    expect(csvFileName('内容集', new Date(2026, 10, 23, 16, 41, 5))).toBe(
      '内容集-20261123-164105.csv',
    );
  });

  it('can be imported again as it is (Chinese headers and values)', () => {
    const rows = rowsOf(policiesToCsv(literalPolicies, chinese));
    expect(rows.map((row) => row.policy)).toEqual(
      literalPolicies.map(({ number, name, contentType, filterType, count, status }) => ({
        number,
        name,
        contentType,
        filterType,
        count,
        status,
      })),
    );
  });
});

describe('reading an import file', () => {
  it('accepts raw values and English headers and labels, in any column order', () => {
    const rows = rowsOf(
      'Status,Set Name,Set Number,Content Type,Filter Type,Count\n' +
        'Offline,Hay_guide 1,123456,Horizontal short video,Rules,42\n' +
        'online,Silage01,123457,img,artificial,0\n',
    );
    expect(rows.map((row) => row.errors)).toEqual([
      [{ field: 'name', key: 'searchTable.validation.nameCharacters' }],
      [],
    ]);
    expect(rows[1]?.policy).toEqual({
      number: '123457',
      name: 'Silage01',
      contentType: 'img',
      filterType: 'artificial',
      count: 0,
      status: 'online',
    });
  });

  it('reports every broken rule of a row, field by field, with its spreadsheet row', () => {
    const rows = rowsOf(`${header}\n\n12a,,video,auto,-3,\n`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).toBe(3);
    expect(rows[0]?.policy).toBeNull();
    expect(rows[0]?.errors.map((error) => error.key)).toEqual([
      'searchTable.validation.numberDigits',
      'searchTable.validation.nameRequired',
      'searchTable.validation.contentTypeRequired',
      'searchTable.validation.filterTypeRequired',
      'searchTable.validation.countRange',
      'searchTable.validation.statusRequired',
    ]);
  });

  it('reads a count in decimal digits only: 0x10, 0b11 and 1e3 are errors of the count, not 16, 3 and 1000', () => {
    const rows = rowsOf(
      `${header}\n1,a,img,rules,0x10,online\n2,b,img,rules,0b11,online\n3,c,img,rules,1e3,online\n` +
        `4,d,img,rules," 12 ",online\n`,
    );
    for (const row of rows.slice(0, 3)) {
      expect(row.policy).toBeNull();
      expect(row.errors).toEqual([{ field: 'count', key: 'searchTable.validation.countDigits' }]);
    }
    expect(rows[3]?.policy?.count).toBe(12);
  });

  it('refuses a number that repeats an earlier row of the file', () => {
    const rows = rowsOf(`${header}\n1,a,img,rules,1,online\n1,b,img,rules,2,online\n`);
    expect(rows[1]?.errors).toEqual([
      { field: 'number', key: 'searchTable.import.duplicateInFile', values: { row: 2 } },
    ]);
  });

  it('names missing and unknown columns instead of guessing', () => {
    expect(parseImportText('number,name\n1,a\n')).toEqual({
      ok: false,
      problem: {
        kind: 'missingColumns',
        columns: ['contentType', 'filterType', 'count', 'status'],
      },
    });
    expect(parseImportText(`${header},colour\n`)).toEqual({
      ok: false,
      problem: { kind: 'unknownColumns', columns: ['colour'] },
    });
  });

  it('finds no rows in a file with a header only', () => {
    expect(parseImportText(`\uFEFF${header}\r\n\r\n`)).toEqual({
      ok: false,
      problem: { kind: 'empty' },
    });
    expect(parseImportText('')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows`, () => {
    const line = '1,a,img,rules,1,online\n';
    expect(parseImportText(`${header}\n${line.repeat(IMPORT_MAX_ROWS + 1)}`)).toEqual({
      ok: false,
      problem: { kind: 'tooManyRows', rows: IMPORT_MAX_ROWS + 1 },
    });
  });

  it('checks the file type, size and encoding before reading it', async () => {
    const file = (parts: BlobPart[], name: string, type = 'text/csv') =>
      new File(parts, name, { type });
    await expect(
      readImportFile(file(['x'], 'sets.xlsx', 'application/vnd.ms-excel')),
    ).resolves.toEqual({ ok: false, problem: { kind: 'wrongType' } });
    await expect(readImportFile(file([], 'sets.csv'))).resolves.toEqual({
      ok: false,
      problem: { kind: 'empty' },
    });
    await expect(
      readImportFile(file([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'sets.csv')),
    ).resolves.toEqual({ ok: false, problem: { kind: 'tooLarge' } });
    await expect(readImportFile(file([new Uint8Array([0, 1, 2, 0])], 'sets.csv'))).resolves.toEqual(
      { ok: false, problem: { kind: 'unreadable' } },
    );
  });

  it('reads what Excel on a Chinese Windows saves (GB18030) as well as UTF-8', async () => {
    // "集合编号,集合名称,内容体裁,筛选方式,内容量,状态" + one row, encoded in GB18030.
    const gbk = new Uint8Array([
      0xbc, 0xaf, 0xba, 0xcf, 0xb1, 0xe0, 0xba, 0xc5, 0x2c, 0xbc, 0xaf, 0xba, 0xcf, 0xc3, 0xfb,
      0xb3, 0xc6, 0x2c, 0xc4, 0xda, 0xc8, 0xdd, 0xcc, 0xe5, 0xb2, 0xc3, 0x2c, 0xc9, 0xb8, 0xd1,
      0xa1, 0xb7, 0xbd, 0xca, 0xbd, 0x2c, 0xc4, 0xda, 0xc8, 0xdd, 0xc1, 0xbf, 0x2c, 0xd7, 0xb4,
      0xcc, 0xac, 0x0d, 0x0a, 0x31, 0x2c, 0xc4, 0xc1, 0xb2, 0xdd, 0x2c, 0xcd, 0xbc, 0xce, 0xc4,
      0x2c, 0xb9, 0xe6, 0xd4, 0xf2, 0xc9, 0xb8, 0xd1, 0xa1, 0x2c, 0x35, 0x2c, 0xd2, 0xd1, 0xc9,
      0xcf, 0xcf, 0xdf, 0x0d, 0x0a,
    ]);
    const result = await readImportFile(new File([gbk], 'sets.csv', { type: 'text/csv' }));
    expect(result).toMatchObject({
      ok: true,
      rows: [
        { row: 2, errors: [], policy: { number: '1', name: '牧草', count: 5, status: 'online' } },
      ],
    });
  });
});
