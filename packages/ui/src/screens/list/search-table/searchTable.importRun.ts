import type { ImportRow } from './searchTable.import';
import type { NewPolicy, PolicyImportAnswer } from './searchTable.types';

/**
 * Sending a checked import file (the rows `readImportFile` accepted) in batches, and the report that comes back:
 * no React, no texts of its own — the caller words the reasons — so the whole workflow is unit-tested here.
 */

/** Rows per request: progress moves visibly on a large file, and one failed request loses little. */
export const IMPORT_BATCH_SIZE = 100;

/** A file row that was not imported, by its spreadsheet row number, and why in the caller's words. */
export interface ImportRejection {
  row: number;
  reason: string;
}

/** How an import ended. */
export interface ImportReport {
  /** Rows the server created. */
  imported: number;
  /** Rows refused (by a rule in the browser, by the server, or in a failed batch), in file order. */
  rejected: ImportRejection[];
  /** Valid rows never sent because the user stopped. */
  skipped: number;
  /** The user stopped before every batch was sent. */
  stopped: boolean;
}

/** The words for each reason a row is rejected; the runner only decides which applies. */
export interface ImportReasons {
  /** A row that breaks a rule in the browser (its errors, worded). */
  invalidRow: (row: ImportRow) => string;
  /** The server refused the row: its set number exists (or came earlier in the batch). */
  serverDuplicate: () => string;
  /** The server refused the row for a rule. */
  serverInvalid: () => string;
  /** The whole batch's request failed, with the error's words. */
  batchFailed: (message: string) => string;
}

export interface RunImportOptions {
  rows: readonly ImportRow[];
  /** Sends one batch; resolves with what the server created and refused, rejects when the request failed. */
  sendBatch: (rows: readonly NewPolicy[]) => Promise<PolicyImportAnswer>;
  reasons: ImportReasons;
  /** Asked before each batch: stopping never abandons a batch on its way, so no row is left half-known. */
  shouldStop?: () => boolean;
  /** Valid rows handled so far (sent and answered, or failed), after each batch. */
  onProgress?: (progress: { done: number; total: number }) => void;
  /** The words of a failed request. */
  errorMessage?: (error: unknown) => string;
  batchSize?: number;
}

/** Sends the valid rows batch by batch and says what became of every row of the file. */
export async function runImport({
  rows,
  sendBatch,
  reasons,
  shouldStop = () => false,
  onProgress,
  errorMessage = String,
  batchSize = IMPORT_BATCH_SIZE,
}: RunImportOptions): Promise<ImportReport> {
  const valid = rows.filter((row): row is ImportRow & { policy: NewPolicy } => row.policy !== null);
  const rejected: ImportRejection[] = rows
    .filter((row) => row.policy === null)
    .map((row) => ({ row: row.row, reason: reasons.invalidRow(row) }));
  let imported = 0;
  let done = 0;
  for (let from = 0; from < valid.length; from += batchSize) {
    if (shouldStop()) break;
    const batch = valid.slice(from, from + batchSize);
    try {
      const answer = await sendBatch(batch.map((row) => row.policy));
      imported += answer.created.length;
      for (const refusal of answer.rejected) {
        const row = batch[refusal.index];
        if (!row) continue;
        rejected.push({
          row: row.row,
          reason:
            refusal.code === 'duplicate' ? reasons.serverDuplicate() : reasons.serverInvalid(),
        });
      }
    } catch (error) {
      const reason = reasons.batchFailed(errorMessage(error));
      for (const row of batch) rejected.push({ row: row.row, reason });
    }
    done += batch.length;
    onProgress?.({ done, total: valid.length });
  }
  rejected.sort((a, b) => a.row - b.row);
  return { imported, rejected, skipped: valid.length - done, stopped: done < valid.length };
}
