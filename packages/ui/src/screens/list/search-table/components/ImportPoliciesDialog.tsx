import { FileSpreadsheet, Upload } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { Icon } from '../../../../components/Icon';
import { Modal } from '../../../../components/Modal';
import { Spin } from '../../../../components/Spin';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { createTableColumnHelper, Table, type TableColumnDef } from '../../../../components/Table';
import { isApiError } from '../../../../api/errors';
import { componentsLocale } from '../../../../components/locales';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useUnsavedChanges } from '../../../../routing/unsavedChanges';
import { searchTableLocale } from '../locales';
import {
  CSV_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  csvCell,
  downloadTextFile,
  UTF8_BOM,
  type CsvColumn,
} from '../searchTable.csv';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  readImportFile,
  type ImportFileProblem,
  type ImportRow,
  type ImportRowError,
} from '../searchTable.import';
import type { NewPolicy, PolicyImportAnswer } from '../searchTable.types';
import {
  DialogStack,
  FileRow,
  HiddenFileInput,
  ImportOptions,
  ImportSummary,
  InvalidCell,
  ProgressBar,
  ProgressLine,
  ReadyText,
  RejectedList,
  RowErrors,
} from '../searchTable.styles';

export interface ImportPoliciesDialogProps {
  /** Whether the dialog is open; the parent owns it. */
  open: boolean;
  /** Called with `false` when the user closes it (never while rows are being imported). */
  onOpenChange: (open: boolean) => void;
  /** Sends one batch of valid rows; resolves with what the server created and refused, rejects when it failed. */
  onImportBatch: (event: { rows: readonly NewPolicy[] }) => Promise<PolicyImportAnswer>;
  /** Called once an import has ended (finished or stopped) with something created, so the table can refresh. */
  onImported: (event: { imported: number }) => void;
}

/** Rows per request: progress moves visibly on a large file, and one failed request loses little. */
export const IMPORT_BATCH_SIZE = 100;
/** Rejected rows listed by name in the report; the rest are counted. */
const REJECTED_LISTED = 50;

interface Rejection {
  row: number;
  reason: string;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'reading'; name: string }
  | { kind: 'problem'; name: string; problem: ImportFileProblem }
  | { kind: 'preview'; name: string; rows: ImportRow[] }
  | { kind: 'importing'; name: string; rows: ImportRow[]; done: number; total: number }
  | {
      kind: 'finished';
      name: string;
      imported: number;
      rejected: Rejection[];
      skipped: number;
      stopped: boolean;
    };

const column = createTableColumnHelper<ImportRow>();

const sizeText = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Import: a CSV file is read and checked in the browser first — type, size, encoding, header, then
 * every row against the create schema — and shown as a preview with each row's errors. Only the valid rows are sent,
 * in batches with progress; the report says how many were imported and which rows were rejected and why. A file
 * that cannot be imported at all changes nothing.
 */
export function ImportPoliciesDialog({
  open,
  onOpenChange,
  onImportBatch,
  onImported,
}: ImportPoliciesDialogProps) {
  const { t, exists, locale } = useFeatureTranslation(searchTableLocale, componentsLocale);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [onlyErrors, setOnlyErrors] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const stopRequested = useRef(false);
  const importing = stage.kind === 'importing';
  useUnsavedChanges(open && (stage.kind === 'preview' || importing));

  const columnLabel = (name: CsvColumn) => t(`searchTable.columns.${name}`);
  // A rule's message is the schema's i18n key.
  const ruleText = (error: ImportRowError) =>
    exists(error.key) ? t(error.key, error.values) : error.key;
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('row', {
          header: t('searchTable.import.row'),
          size: 72,
          meta: { rowHeader: true, align: 'end' },
        }),
        ...CSV_REQUIRED_COLUMNS.map((name) =>
          column.accessor((row) => row.cells[name], {
            id: name,
            header: columnLabel(name),
            enableSorting: false,
            // The cell a rule refuses is marked where it is, not only in the row's check column.
            cell: ({ row, getValue }) =>
              row.original.errors.some((error) => error.field === name) ? (
                <InvalidCell>
                  {getValue() === '' ? t('searchTable.import.emptyCell') : getValue()}
                  <VisuallyHidden> ({t('searchTable.import.invalidCell')})</VisuallyHidden>
                </InvalidCell>
              ) : (
                getValue()
              ),
          }),
        ),
        column.display({
          id: 'check',
          header: t('searchTable.import.check'),
          size: 260,
          cell: ({ row }) =>
            row.original.errors.length === 0 ? (
              <ReadyText>{t('searchTable.import.ready')}</ReadyText>
            ) : (
              <RowErrors>
                {row.original.errors.map((error) => (
                  <li key={error.field}>{ruleText(error)}</li>
                ))}
              </RowErrors>
            ),
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- columnLabel only wraps t
    [t],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing it in Excel) must fire a change too.
    event.target.value = '';
    if (!file) return;
    setStage({ kind: 'reading', name: file.name });
    setOnlyErrors(false);
    const result = await readImportFile(file);
    setStage(
      result.ok
        ? { kind: 'preview', name: file.name, rows: result.rows }
        : { kind: 'problem', name: file.name, problem: result.problem },
    );
  };

  const start = async (name: string, rows: ImportRow[]) => {
    const valid = rows.filter((row) => row.policy !== null);
    const rejected: Rejection[] = rows
      .filter((row) => row.policy === null)
      .map((row) => ({
        row: row.row,
        reason: row.errors.map(ruleText).join('；'),
      }));
    let imported = 0;
    let done = 0;
    stopRequested.current = false;
    setStage({ kind: 'importing', name, rows, done: 0, total: valid.length });
    for (let from = 0; from < valid.length; from += IMPORT_BATCH_SIZE) {
      // Stop between batches: a batch on its way is never abandoned, so no row is left half-known.
      if (stopRequested.current) break;
      const batch = valid.slice(from, from + IMPORT_BATCH_SIZE);
      try {
        const answer = await onImportBatch({ rows: batch.map((row) => row.policy as NewPolicy) });
        imported += answer.created.length;
        for (const refusal of answer.rejected) {
          const row = batch[refusal.index];
          if (!row) continue;
          rejected.push({
            row: row.row,
            reason:
              refusal.code === 'duplicate'
                ? t('searchTable.import.serverDuplicate')
                : t('searchTable.import.serverInvalid'),
          });
        }
      } catch (error) {
        const message = isApiError(error) ? error.message : String(error);
        for (const row of batch) {
          rejected.push({ row: row.row, reason: t('searchTable.import.batchFailed', { message }) });
        }
      }
      done += batch.length;
      setStage({ kind: 'importing', name, rows, done, total: valid.length });
    }
    rejected.sort((a, b) => a.row - b.row);
    setStage({
      kind: 'finished',
      name,
      imported,
      rejected,
      skipped: valid.length - done,
      stopped: done < valid.length,
    });
    if (imported > 0) onImported({ imported });
  };

  const close = (next: boolean) => {
    if (!next && importing) return;
    onOpenChange(next);
    if (!next) setStage({ kind: 'choose' });
  };

  const downloadTemplate = () =>
    downloadTextFile(
      `${UTF8_BOM}${CSV_COLUMNS.filter((name) => name !== 'createdTime')
        .map((name) => csvCell(columnLabel(name)))
        .join(',')}\r\n`,
      `${t('searchTable.import.templateFile')}.csv`,
    );

  const fileName = 'name' in stage ? stage.name : null;
  const chooser = (
    <FileRow>
      <HiddenFileInput
        ref={input}
        type="file"
        accept=".csv,text/csv"
        tabIndex={-1}
        aria-label={t('searchTable.import.file')}
        onChange={(event) => void choose(event)}
      />
      <Button
        icon={<Icon icon={Upload} />}
        variant={stage.kind === 'choose' || stage.kind === 'problem' ? 'primary' : 'secondary'}
        disabled={importing || stage.kind === 'reading'}
        onClick={() => input.current?.click()}
      >
        {t(fileName ? 'searchTable.import.chooseAgain' : 'searchTable.import.choose')}
      </Button>
      {fileName ? <span>{t('searchTable.import.fileChosen', { name: fileName })}</span> : null}
    </FileRow>
  );

  const footer = (() => {
    switch (stage.kind) {
      case 'preview': {
        const valid = stage.rows.filter((row) => row.policy !== null).length;
        return (
          <>
            <Button onClick={() => close(false)}>{t('components.cancel')}</Button>
            <Button
              variant="primary"
              disabled={valid === 0}
              onClick={() => void start(stage.name, stage.rows)}
            >
              {t('searchTable.import.start', { n: valid })}
            </Button>
          </>
        );
      }
      case 'importing':
        return (
          <Button
            onClick={() => {
              stopRequested.current = true;
            }}
          >
            {t('searchTable.import.stop')}
          </Button>
        );
      case 'finished':
        return (
          <Button variant="primary" onClick={() => close(false)}>
            {t('searchTable.import.close')}
          </Button>
        );
      default:
        return <Button onClick={() => close(false)}>{t('components.cancel')}</Button>;
    }
  })();

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('searchTable.import.title')}
      width={stage.kind === 'preview' || importing ? 960 : 560}
      closable={!importing}
      maskClosable={false}
      footer={footer}
    >
      <DialogStack>
        <ImportOptions>
          <ImportSummary>
            {t('searchTable.import.hint', {
              rows: IMPORT_MAX_ROWS.toLocaleString(locale),
              size: sizeText(IMPORT_MAX_BYTES),
              columns: CSV_REQUIRED_COLUMNS.map(columnLabel).join(
                t('searchTable.import.separator'),
              ),
            })}
          </ImportSummary>
          <Button variant="text" icon={<Icon icon={FileSpreadsheet} />} onClick={downloadTemplate}>
            {t('searchTable.import.template')}
          </Button>
        </ImportOptions>
        {chooser}
        {stage.kind === 'reading' ? (
          <Spin tip={t('searchTable.import.reading', { name: stage.name })} />
        ) : null}
        {stage.kind === 'problem' ? (
          <Alert type="error" title={problemText(stage.problem, stage.name)}>
            {t('searchTable.import.nothingChanged')}
          </Alert>
        ) : null}
        {stage.kind === 'preview' ? (
          <ImportPreview
            rows={stage.rows}
            columns={columns}
            onlyErrors={onlyErrors}
            onOnlyErrorsChange={setOnlyErrors}
          />
        ) : null}
        {stage.kind === 'importing' ? (
          <ProgressLine role="status">
            <ProgressBar
              data-block=""
              aria-label={t('searchTable.import.progressLabel')}
              value={stage.done}
              max={Math.max(1, stage.total)}
            />
            <span>
              {t('searchTable.import.progress', { done: stage.done, total: stage.total })}
            </span>
          </ProgressLine>
        ) : null}
        {stage.kind === 'finished' ? (
          <ImportReport
            imported={stage.imported}
            rejected={stage.rejected}
            skipped={stage.skipped}
            stopped={stage.stopped}
          />
        ) : null}
      </DialogStack>
    </Modal>
  );

  function problemText(problem: ImportFileProblem, name: string): string {
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

interface ImportPreviewProps {
  rows: readonly ImportRow[];
  columns: readonly TableColumnDef<ImportRow>[];
  onlyErrors: boolean;
  onOnlyErrorsChange: (onlyErrors: boolean) => void;
}

/** The checked file: how many rows are ready and how many break a rule, row by row. */
function ImportPreview({ rows, columns, onlyErrors, onOnlyErrorsChange }: ImportPreviewProps) {
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

interface ImportReportProps {
  imported: number;
  rejected: readonly Rejection[];
  skipped: number;
  stopped: boolean;
}

/** "n imported, m rejected", and which rows were rejected and why. */
function ImportReport({ imported, rejected, skipped, stopped }: ImportReportProps) {
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
