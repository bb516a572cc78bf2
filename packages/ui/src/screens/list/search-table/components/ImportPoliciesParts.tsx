import { useMemo } from 'react';
import { Alert } from '../../../../components/Alert';
import { Checkbox } from '../../../../components/Checkbox';
import { Table, type TableColumnDef } from '../../../../components/Table';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { searchTableLocale } from '../locales';
import type { CsvColumn } from '../searchTable.csv';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportFileProblem,
  type ImportRow,
} from '../searchTable.import';
import type { ImportRejection } from '../searchTable.importRun';
import { DialogStack, ImportOptions, ImportSummary, RejectedList } from '../searchTable.styles';

/** Rejected rows listed by name in the report; the rest are counted. */
const REJECTED_LISTED = 50;

export interface ImportPreviewProps {
  rows: readonly ImportRow[];
  columns: readonly TableColumnDef<ImportRow>[];
  onlyErrors: boolean;
  onOnlyErrorsChange: (onlyErrors: boolean) => void;
}

/** The checked file: how many rows are ready and how many break a rule, row by row. */
export function ImportPreview({
  rows,
  columns,
  onlyErrors,
  onOnlyErrorsChange,
}: ImportPreviewProps) {
  const { t } = useFeatureTranslation(searchTableLocale);
  const invalid = rows.filter((row) => row.policy === null).length;
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => row.policy === null) : rows),
    [rows, onlyErrors],
  );
  return (
    <>
      <ImportOptions>
        <ImportSummary role="status">
          {t('searchTable.import.summary', {
            total: rows.length,
            valid: rows.length - invalid,
            invalid,
          })}
        </ImportSummary>
        {invalid > 0 ? (
          <Checkbox
            checked={onlyErrors}
            onCheckedChange={(checked) => onOnlyErrorsChange(checked === true)}
          >
            {t('searchTable.import.onlyErrors')}
          </Checkbox>
        ) : null}
      </ImportOptions>
      <Table
        caption={t('searchTable.import.preview')}
        columns={columns}
        data={shown}
        getRowId={(row) => String(row.row)}
        density="compact"
        maxHeight={320}
      />
    </>
  );
}

export interface ImportReportProps {
  imported: number;
  rejected: readonly ImportRejection[];
  skipped: number;
  stopped: boolean;
}

/** "n imported, m rejected", and which rows were rejected and why. */
export function ImportReport({ imported, rejected, skipped, stopped }: ImportReportProps) {
  const { t } = useFeatureTranslation(searchTableLocale);
  const title = stopped
    ? t('searchTable.import.stopped', { imported, rejected: rejected.length, skipped })
    : t('searchTable.import.done', { imported, rejected: rejected.length });
  return (
    <DialogStack>
      <Alert type={rejected.length || stopped ? 'warning' : 'success'} title={title} />
      {rejected.length ? (
        <section aria-label={t('searchTable.import.rejectedTitle')}>
          <RejectedList>
            {rejected.slice(0, REJECTED_LISTED).map((rejection) => (
              <li key={rejection.row}>
                {t('searchTable.import.rejectedRow', {
                  row: rejection.row,
                  reason: rejection.reason,
                })}
              </li>
            ))}
          </RejectedList>
          {rejected.length > REJECTED_LISTED ? (
            <p>{t('searchTable.import.rejectedMore', { n: rejected.length - REJECTED_LISTED })}</p>
          ) : null}
        </section>
      ) : null}
    </DialogStack>
  );
}

/** Size limits read as whole megabytes in both languages. */
export const sizeText = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export interface ImportProblemProps {
  problem: ImportFileProblem;
  /** The chosen file's name. */
  name: string;
}

/** Why a whole file cannot be imported, and that nothing changed. */
export function ImportProblem({ problem, name }: ImportProblemProps) {
  const { t, locale } = useFeatureTranslation(searchTableLocale);
  const columnLabel = (column: CsvColumn) => t(`searchTable.columns.${column}`);
  return (
    <Alert type="error" title={problemText()}>
      {t('searchTable.import.nothingChanged')}
    </Alert>
  );

  function problemText(): string {
    switch (problem.kind) {
      case 'wrongType':
      case 'empty':
      case 'unreadable':
        return t(`searchTable.import.${problem.kind}`, { name });
      case 'tooLarge':
        return t('searchTable.import.tooLarge', { name, size: sizeText(IMPORT_MAX_BYTES) });
      case 'tooManyRows':
        return t('searchTable.import.tooManyRows', {
          name,
          n: problem.rows.toLocaleString(locale),
          rows: IMPORT_MAX_ROWS.toLocaleString(locale),
        });
      case 'missingColumns':
        return t('searchTable.import.missingColumns', {
          name,
          columns: problem.columns.map(columnLabel).join(t('searchTable.import.separator')),
        });
      case 'unknownColumns':
        return t('searchTable.import.unknownColumns', {
          name,
          columns: problem.columns.join(t('searchTable.import.separator')),
        });
      default:
        return problem satisfies never;
    }
  }
}
