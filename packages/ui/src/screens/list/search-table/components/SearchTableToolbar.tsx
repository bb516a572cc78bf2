import { Download, Plus, RotateCw, Upload, X } from 'lucide-react';
import { Button } from '../../../../components/Button';
import { Icon } from '../../../../components/Icon';
import { IconButton } from '../../../../components/IconButton';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { searchTableLocale } from '../locales';
import type { PolicyStatus } from '../searchTable.types';
import { BulkCount, ProgressBar, ProgressLine } from '../searchTable.styles';
import type { ExportState } from '../usePolicyExport';
import { useIntegerFormat } from './policyColumns';

export interface SearchTableMainActionsProps {
  onCreate: () => void;
  onImport: () => void;
  /** Called when the pointer reaches Import, so the dialog's code can load before the click. */
  onImportIntent?: () => void;
}

/** Create and Import, at the start of the table's toolbar. */
export function SearchTableMainActions({
  onCreate,
  onImport,
  onImportIntent,
}: SearchTableMainActionsProps) {
  const { t } = useFeatureTranslation(searchTableLocale);
  return (
    <>
      <Button variant="primary" icon={<Icon icon={Plus} />} onClick={onCreate}>
        {t('searchTable.actions.create')}
      </Button>
      <Button
        icon={<Icon icon={Upload} />}
        onClick={onImport}
        onPointerEnter={onImportIntent}
        onFocus={onImportIntent}
      >
        {t('searchTable.actions.import')}
      </Button>
    </>
  );
}

export interface SearchTableBulkActionsProps {
  /** How many rows are selected (on any page). */
  count: number;
  /** Whether a status change of the selection is on its way. */
  pending: boolean;
  onExport: () => void;
  onSetStatus: (event: { status: PolicyStatus }) => void;
  onClear: () => void;
}

/** What can be done with the selected rows; it takes the place of Create and Import while rows are selected. */
export function SearchTableBulkActions({
  count,
  pending,
  onExport,
  onSetStatus,
  onClear,
}: SearchTableBulkActionsProps) {
  const { t } = useFeatureTranslation(searchTableLocale);
  return (
    <>
      <BulkCount role="status">{t('searchTable.bulk.selected', { n: count })}</BulkCount>
      <Button icon={<Icon icon={Download} />} onClick={onExport}>
        {t('searchTable.bulk.export')}
      </Button>
      <Button disabled={pending} onClick={() => onSetStatus({ status: 'online' })}>
        {t('searchTable.bulk.online')}
      </Button>
      <Button disabled={pending} onClick={() => onSetStatus({ status: 'offline' })}>
        {t('searchTable.bulk.offline')}
      </Button>
      <Button variant="text" icon={<Icon icon={X} />} onClick={onClear}>
        {t('searchTable.bulk.clear')}
      </Button>
    </>
  );
}

export interface SearchTableEndActionsProps {
  /** The running download, or `null`. */
  exportState: ExportState;
  /** Whether there is anything to download. */
  canDownload: boolean;
  /** Whether the table is loading again (the refresh button spins meanwhile). */
  refreshing: boolean;
  onDownload: () => void;
  onCancelDownload: () => void;
  onRefresh: () => void;
}

/** Download (or its progress and Cancel while it runs) and Refresh, before the column settings. */
export function SearchTableEndActions({
  exportState,
  canDownload,
  refreshing,
  onDownload,
  onCancelDownload,
  onRefresh,
}: SearchTableEndActionsProps) {
  const { t } = useFeatureTranslation(searchTableLocale);
  const integer = useIntegerFormat();
  return (
    <>
      {exportState ? (
        <ProgressLine role="status">
          <ProgressBar
            aria-label={t('searchTable.export.progressLabel')}
            value={exportState.done}
            max={Math.max(1, exportState.total ?? 1)}
          />
          <span>
            {t('searchTable.export.progress', {
              done: integer.format(exportState.done),
              total: exportState.total === null ? '…' : integer.format(exportState.total),
            })}
          </span>
          <Button size="small" onClick={onCancelDownload}>
            {t('searchTable.export.cancel')}
          </Button>
        </ProgressLine>
      ) : (
        <Button icon={<Icon icon={Download} />} disabled={!canDownload} onClick={onDownload}>
          {t('searchTable.actions.download')}
        </Button>
      )}
      <IconButton
        label={t('searchTable.actions.refresh')}
        icon={<Icon icon={RotateCw} />}
        variant="secondary"
        tooltip
        disabled={refreshing}
        onClick={onRefresh}
      />
    </>
  );
}
