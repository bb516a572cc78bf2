import { useMemo } from 'react';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { createTableColumnHelper, Table } from '../../../../components/Table';
import { Trend, trendOf } from '../../../../components/Trend';
import { useLocale } from '../../../../i18n/useLocale';
import type { PopularItem, PopularType } from '../workplace.types';
import { formatCompact, formatPercent } from '../workplace.format';

export interface PopularContentTableProps {
  /** Content type of the rows, named in the table caption. */
  type: PopularType;
  /** The five rows of /api/popular/list, in ranking order. */
  items: readonly PopularItem[];
}

const column = createTableColumnHelper<PopularItem>();
const itemId = (item: PopularItem) => String(item.key);

/** Ranking, title, clicks and daily increase (with an up/down arrow) of the popular items of one type. */
export function PopularContentTable({ type, items }: PopularContentTableProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const { locale } = useLocale();
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'ranking',
          header: t('workplace.popular.ranking'),
          size: 80,
          cell: (cell) => cell.row.index + 1,
        }),
        column.accessor('title', {
          header: t('workplace.popular.contentTitle'),
          enableSorting: false,
          meta: { rowHeader: true },
        }),
        column.accessor('clickNumber', {
          header: t('workplace.popular.clicks'),
          enableSorting: false,
          meta: { align: 'end' },
          cell: (cell) => formatCompact(locale, cell.getValue()),
        }),
        column.accessor('increases', {
          header: t('workplace.popular.increases'),
          enableSorting: false,
          meta: { align: 'end' },
          cell: (cell) => {
            const direction = trendOf(cell.getValue());
            return (
              <Trend direction={direction} label={t(`workplace.overview.${direction}`)}>
                {formatPercent(locale, cell.getValue())}
              </Trend>
            );
          },
        }),
      ]),
    [t, locale],
  );
  return (
    <Table
      caption={t('workplace.popular.caption', { type: t(`workplace.popular.tabs.${type}`) })}
      columns={columns}
      data={items}
      getRowId={itemId}
      density="compact"
    />
  );
}
