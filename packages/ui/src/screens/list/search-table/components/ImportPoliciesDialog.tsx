import { FileSpreadsheet, Upload } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../../components/Button';
import { Icon } from '../../../../components/Icon';
import { Modal } from '../../../../components/Modal';
import { Spin } from '../../../../components/Spin';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { createTableColumnHelper } from '../../../../components/Table';
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
  type ImportRow,
  type ImportRowError,
} from '../searchTable.import';
import type { NewPolicy, PolicyImportAnswer } from '../searchTable.types';
import { ImportPreview, ImportProblem, ImportReport, sizeText } from './ImportPoliciesParts';
import { useImportPolicies } from './useImportPolicies';
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

const column = createTableColumnHelper<ImportRow>();

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
  const { t, locale, textOrKey } = useFeatureTranslation(searchTableLocale, componentsLocale);
  const columnLabel = (name: CsvColumn) => t(`searchTable.columns.${name}`);
  // A rule's message is the schema's i18n key.
  const ruleText = (error: ImportRowError) => textOrKey(error.key, error.values);
  const { stage, choose, start, stop, reset } = useImportPolicies({
    onImportBatch,
    onImported,
    reasons: {
      invalidRow: (row) => row.errors.map(ruleText).join('；'),
      serverDuplicate: () => t('searchTable.import.serverDuplicate'),
      serverInvalid: () => t('searchTable.import.serverInvalid'),
      batchFailed: (message) => t('searchTable.import.batchFailed', { message }),
    },
    errorMessage: (error) => (isApiError(error) ? error.message : String(error)),
  });
  const [onlyErrors, setOnlyErrors] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const importing = stage.kind === 'importing';
  useUnsavedChanges(open && (stage.kind === 'preview' || importing));
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

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing it in Excel) must fire a change too.
    event.target.value = '';
    if (!file) return;
    setOnlyErrors(false);
    void choose(file);
  };

  const close = (next: boolean) => {
    if (!next && importing) return;
    onOpenChange(next);
    if (!next) reset();
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
        onChange={chooseFile}
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
        return <Button onClick={stop}>{t('searchTable.import.stop')}</Button>;
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
          <ImportProblem problem={stage.problem} name={stage.name} />
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
}
