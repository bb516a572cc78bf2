import { useRef, useState } from 'react';
import { readImportFile, type ImportFileProblem, type ImportRow } from '../searchTable.import';
import { runImport, type ImportReasons, type ImportReport } from '../searchTable.importRun';
import type { NewPolicy, PolicyImportAnswer } from '../searchTable.types';

/** Where the import dialog is: choosing a file, reading it, its problem or preview, sending it, or its report. */
export type ImportStage =
  | { kind: 'choose' }
  | { kind: 'reading'; name: string }
  | { kind: 'problem'; name: string; problem: ImportFileProblem }
  | { kind: 'preview'; name: string; rows: ImportRow[] }
  | { kind: 'importing'; name: string; rows: ImportRow[]; done: number; total: number }
  | ({ kind: 'finished'; name: string } & ImportReport);

export interface UseImportPoliciesOptions {
  /** Sends one batch of valid rows. */
  onImportBatch: (event: { rows: readonly NewPolicy[] }) => Promise<PolicyImportAnswer>;
  /** Called once an import has ended with something created. */
  onImported: (event: { imported: number }) => void;
  /** The words of each rejection reason, in the interface language. */
  reasons: ImportReasons;
  /** The words of a failed request. */
  errorMessage: (error: unknown) => string;
}

/**
 * The import workflow as state: a chosen file is read and checked (`readImportFile`), previewed, then sent in
 * batches (`runImport`) with progress and a stop between batches, and ends in a report. The dialog only draws it.
 */
export function useImportPolicies({
  onImportBatch,
  onImported,
  reasons,
  errorMessage,
}: UseImportPoliciesOptions) {
  const [stage, setStage] = useState<ImportStage>({ kind: 'choose' });
  const stopRequested = useRef(false);

  const choose = async (file: File) => {
    setStage({ kind: 'reading', name: file.name });
    const result = await readImportFile(file);
    setStage(
      result.ok
        ? { kind: 'preview', name: file.name, rows: result.rows }
        : { kind: 'problem', name: file.name, problem: result.problem },
    );
  };

  const start = async (name: string, rows: ImportRow[]) => {
    stopRequested.current = false;
    const total = rows.filter((row) => row.policy !== null).length;
    setStage({ kind: 'importing', name, rows, done: 0, total });
    const report = await runImport({
      rows,
      sendBatch: (batch) => onImportBatch({ rows: batch }),
      reasons,
      errorMessage,
      shouldStop: () => stopRequested.current,
      onProgress: ({ done }) => setStage({ kind: 'importing', name, rows, done, total }),
    });
    setStage({ kind: 'finished', name, ...report });
    if (report.imported > 0) onImported({ imported: report.imported });
  };

  return {
    stage,
    choose,
    start,
    /** Stops after the batch on its way. */
    stop: () => {
      stopRequested.current = true;
    },
    reset: () => setStage({ kind: 'choose' }),
  };
}
