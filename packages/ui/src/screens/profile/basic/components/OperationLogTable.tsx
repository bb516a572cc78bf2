import { useMemo } from 'react';
import { Button } from '../../../../components/Button';
import { createTableColumnHelper, Table } from '../../../../components/Table';
import { StatusDot } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import type { OperationLogEntry } from '../basicProfile.types';
import { basicProfileLocale } from '../locales';

export interface OperationLogTableProps {
  /** The entries of /api/operation/log, in the order the server gives (newest first). */
  entries: readonly OperationLogEntry[];
  /** "View" of a row: show that entry's details. */
  onView: (event: { entry: OperationLogEntry }) => void;
}

const column = createTableColumnHelper<OperationLogEntry>();

/** Content number, update content, status (Pass / Auditing), update time and a View action per entry. */
export function OperationLogTable({ entries, onView }: OperationLogTableProps) {
  const { t } = useFeatureTranslation(basicProfileLocale);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('contentNumber', {
          header: t('basicProfile.log.contentNumber'),
          size: 170,
          meta: { rowHeader: true },
        }),
        column.accessor('updateContent', {
          header: t('basicProfile.log.updateContent'),
          // A change reads as one line beside the number; narrower, the table scrolls sideways instead.
          minSize: 240,
          enableSorting: false,
        }),
        column.accessor('status', {
          header: t('basicProfile.log.status'),
          size: 120,
          cell: (info) =>
            info.getValue() === 1 ? (
              <StatusDot status="success">{t('basicProfile.log.pass')}</StatusDot>
            ) : (
              <StatusDot status="processing">{t('basicProfile.log.auditing')}</StatusDot>
            ),
        }),
        column.accessor('updateTime', {
          header: t('basicProfile.log.updateTime'),
          size: 190,
        }),
      ]),
    [t],
  );
  return (
    <Table
      columns={columns}
      data={entries}
      getRowId={(entry) => entry.key}
      caption={t('basicProfile.log.title')}
      rowActions={(entry) => (
        <Button
          size="small"
          variant="text"
          aria-label={t('basicProfile.log.viewLabel', { number: entry.contentNumber })}
          onClick={() => onView({ entry })}
        >
          {t('basicProfile.log.view')}
        </Button>
      )}
      rowActionsWidth={90}
    />
  );
}
