import { describe, expect, it, vi } from 'vitest';
import type { ImportRow } from './searchTable.import';
import { runImport, type ImportReasons } from './searchTable.importRun';
import type { NewPolicy, PolicyImportAnswer, PolicyRecord } from './searchTable.types';

const policy = (n: number): NewPolicy => ({
  number: `N${n}`,
  name: `Set ${n}`,
  contentType: 'img',
  filterType: 'rules',
  count: n,
  status: 'online',
});

/** File rows 2.. (the header is row 1); those in `invalid` break a rule. */
function rowsOf(count: number, invalid: readonly number[] = []): ImportRow[] {
  return Array.from({ length: count }, (_, index) => {
    const row = index + 2;
    const bad = invalid.includes(row);
    return {
      row,
      cells: {} as ImportRow['cells'],
      policy: bad ? null : policy(row),
      errors: bad ? [{ field: 'name', key: 'rule.name' }] : [],
    };
  });
}

const reasons: ImportReasons = {
  invalidRow: (row) => row.errors.map((error) => error.key).join('; '),
  serverDuplicate: () => 'duplicate',
  serverInvalid: () => 'invalid',
  batchFailed: (message) => `failed: ${message}`,
};

const createdAll = async (rows: readonly NewPolicy[]): Promise<PolicyImportAnswer> => ({
  created: rows.map((row) => row as unknown as PolicyRecord),
  rejected: [],
});

describe('runImport', () => {
  it('sends only the valid rows, in batches of the given size, and reports progress after each', async () => {
    const sendBatch = vi.fn(createdAll);
    const onProgress = vi.fn();
    const report = await runImport({
      rows: rowsOf(250, [3, 100]),
      sendBatch,
      reasons,
      onProgress,
    });
    expect(sendBatch.mock.calls.map(([batch]) => batch.length)).toEqual([100, 100, 48]);
    expect(sendBatch.mock.calls[0]![0][0]).toEqual(policy(2));
    expect(sendBatch.mock.calls[0]![0][1]).toEqual(policy(4));
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { done: 100, total: 248 },
      { done: 200, total: 248 },
      { done: 248, total: 248 },
    ]);
    expect(report).toEqual({
      imported: 248,
      rejected: [
        { row: 3, reason: 'rule.name' },
        { row: 100, reason: 'rule.name' },
      ],
      skipped: 0,
      stopped: false,
    });
  });

  it('names the file rows the server refused, by the index in their batch', async () => {
    const report = await runImport({
      rows: rowsOf(5),
      batchSize: 2,
      sendBatch: async (rows) => ({
        created: [],
        rejected:
          rows.length === 2
            ? [{ index: 1, code: 'duplicate', message: 'exists' }]
            : [
                { index: 0, code: 'invalid', message: 'bad' },
                // An index past the batch is ignored rather than pinned on the wrong row.
                { index: 7, code: 'invalid', message: 'bad' },
              ],
      }),
      reasons,
    });
    expect(report.rejected).toEqual([
      { row: 3, reason: 'duplicate' },
      { row: 5, reason: 'duplicate' },
      { row: 6, reason: 'invalid' },
    ]);
    expect(report.imported).toBe(0);
  });

  it('rejects every row of a failed batch with the error and goes on with the next', async () => {
    let call = 0;
    const report = await runImport({
      rows: rowsOf(4),
      batchSize: 2,
      sendBatch: async (rows) => {
        call += 1;
        if (call === 1) throw new Error('Request Error');
        return createdAll(rows);
      },
      errorMessage: (error) => (error as Error).message,
      reasons,
    });
    expect(report).toEqual({
      imported: 2,
      rejected: [
        { row: 2, reason: 'failed: Request Error' },
        { row: 3, reason: 'failed: Request Error' },
      ],
      skipped: 0,
      stopped: false,
    });
  });

  it('stops between batches: the batch on its way is answered, the rest are skipped', async () => {
    let stop = false;
    const sendBatch = vi.fn(async (rows: readonly NewPolicy[]) => {
      stop = true;
      return createdAll(rows);
    });
    const report = await runImport({
      rows: rowsOf(5, [4]),
      batchSize: 2,
      sendBatch,
      shouldStop: () => stop,
      reasons,
    });
    expect(sendBatch).toHaveBeenCalledTimes(1);
    expect(report).toEqual({
      imported: 2,
      rejected: [{ row: 4, reason: 'rule.name' }],
      skipped: 2,
      stopped: true,
    });
  });

  it('sends nothing when no row is valid, and is not "stopped"', async () => {
    const sendBatch = vi.fn(createdAll);
    const report = await runImport({ rows: rowsOf(2, [2, 3]), sendBatch, reasons });
    expect(sendBatch).not.toHaveBeenCalled();
    expect(report).toMatchObject({ imported: 0, skipped: 0, stopped: false });
    expect(report.rejected.map((rejection) => rejection.row)).toEqual([2, 3]);
  });
});
