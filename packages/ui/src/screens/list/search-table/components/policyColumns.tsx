import { Image, MonitorPlay, Smartphone, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Icon } from '../../../../components/Icon';
import { createTableColumnHelper, type TableColumnDef } from '../../../../components/Table';
import { StatusDot, type StatusDotStatus } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import { searchTableLocale, type SearchTableT } from '../locales';
import type { ContentType, PolicyRecord, PolicyStatus } from '../searchTable.types';
import { NumberCell, TypeCell } from '../searchTable.styles';

const column = createTableColumnHelper<PolicyRecord>();

const contentTypeIcon: Readonly<Record<ContentType, LucideIcon>> = {
  img: Image,
  horizontalVideo: MonitorPlay,
  verticalVideo: Smartphone,
};

const statusDot: Readonly<Record<PolicyStatus, StatusDotStatus>> = {
  online: 'success',
  offline: 'default',
};

/** The fields of a content set the table and the details show, in their default order. */
export const POLICY_FIELDS = [
  'number',
  'name',
  'contentType',
  'filterType',
  'count',
  'createdTime',
  'status',
] as const;
export type PolicyField = (typeof POLICY_FIELDS)[number];

/** How one field of a content set reads: its words, icon or dot. Shared by the table cells and the details. */
export function policyValue(
  field: PolicyField,
  record: PolicyRecord,
  t: SearchTableT,
  integer: Intl.NumberFormat,
) {
  switch (field) {
    case 'number':
      return <NumberCell>{record.number}</NumberCell>;
    case 'createdTime':
      return (
        <NumberCell as="time" dateTime={record.createdTime.replace(' ', 'T')}>
          {record.createdTime}
        </NumberCell>
      );
    case 'name':
      return record.name;
    case 'contentType':
      return (
        <TypeCell>
          <Icon icon={contentTypeIcon[record.contentType]} />
          {t(`searchTable.contentType.${record.contentType}`)}
        </TypeCell>
      );
    case 'filterType':
      return t(`searchTable.filterType.${record.filterType}`);
    case 'count':
      return <NumberCell>{integer.format(record.count)}</NumberCell>;
    case 'status':
      return (
        <StatusDot status={statusDot[record.status]}>
          {t(`searchTable.status.${record.status}`)}
        </StatusDot>
      );
    default:
      return field satisfies never;
  }
}

/** One formatter per language: building an Intl formatter per cell costs more than the rest of the row. */
export function useIntegerFormat(): Intl.NumberFormat {
  const { locale } = useLocale();
  return useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), [locale]);
}

/**
 * The content-set columns in the interface language: the set number names each row and stays in view, with the
 * operations column, when the table scrolls sideways. Sortable where an order means something. Widths
 * fit the longer of the two languages on one line: 'Set Number' with its sort button, 'Horizontal short video' with
 * its icon, a full 'YYYY-MM-DD HH:mm:ss'.
 */
export function usePolicyColumns(): readonly TableColumnDef<PolicyRecord>[] {
  const { t } = useFeatureTranslation(searchTableLocale);
  const integer = useIntegerFormat();
  return useMemo(() => {
    const cell =
      (field: PolicyField) =>
      ({ row }: { row: { original: PolicyRecord } }) =>
        policyValue(field, row.original, t, integer);
    const header = (field: PolicyField) => t(`searchTable.columns.${field}`);
    return column.columns([
      column.accessor('number', {
        header: header('number'),
        size: 140,
        meta: { rowHeader: true, fixed: 'start' },
        cell: cell('number'),
      }),
      column.accessor('name', { header: header('name'), minSize: 140 }),
      column.accessor('contentType', {
        header: header('contentType'),
        size: 210,
        enableSorting: false,
        cell: cell('contentType'),
      }),
      column.accessor('filterType', {
        header: header('filterType'),
        size: 120,
        enableSorting: false,
        cell: cell('filterType'),
      }),
      column.accessor('count', {
        header: header('count'),
        size: 110,
        meta: { align: 'end' },
        cell: cell('count'),
      }),
      column.accessor('createdTime', {
        header: header('createdTime'),
        size: 190,
        cell: cell('createdTime'),
      }),
      column.accessor('status', {
        header: header('status'),
        size: 110,
        enableSorting: false,
        cell: cell('status'),
      }),
    ]);
  }, [t, integer]);
}
