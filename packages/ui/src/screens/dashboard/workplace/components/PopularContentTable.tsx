import { ArrowDown, ArrowUp } from 'lucide-react';
import { useMemo } from 'react';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { Icon } from '../../../../components/Icon';
import { createTableColumnHelper, Table } from '../../../../components/Table';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { useLocale } from '../../../../i18n/useLocale';
import type { PopularItem, PopularType } from '../workplace.types';
import { formatCompact, formatPercent } from '../workplace.format';
import { WorkplaceTrend } from './WorkplaceTable.styles';

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
            const direction = cell.getValue() < 0 ? 'down' : 'up';
            return (
              <WorkplaceTrend data-direction={direction}>
                <VisuallyHidden>{t(`workplace.overview.${direction}`)} </VisuallyHidden>
                {formatPercent(locale, cell.getValue())}
                <Icon icon={direction === 'up' ? ArrowUp : ArrowDown} />
              </WorkplaceTrend>
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
