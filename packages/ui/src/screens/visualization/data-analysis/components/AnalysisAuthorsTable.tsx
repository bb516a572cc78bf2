import { useMemo } from 'react';
import { formatChartNumber } from '../../../../charts/chartFormat';
import { createTableColumnHelper, Table } from '../../../../components/Table';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import type { AnalysisAuthor } from '../dataAnalysis.types';
import { dataAnalysisLocale } from '../locales';

export interface AnalysisAuthorsTableProps {
  /** The rows of /api/popular-author/list, in ranking order. */
  authors: readonly AnalysisAuthor[];
}

const column = createTableColumnHelper<AnalysisAuthor>();

/** Ranking, author, contents and clicks of the most read authors; the two counts sort. */
export function AnalysisAuthorsTable({ authors }: AnalysisAuthorsTableProps) {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const { locale } = useLocale();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('ranking', {
          header: t('dataAnalysis.authors.ranking'),
          size: 72,
          enableSorting: false,
        }),
        column.accessor('author', {
          header: t('dataAnalysis.authors.author'),
          enableSorting: false,
          meta: { rowHeader: true },
        }),
        column.accessor('contentCount', {
          header: t('dataAnalysis.authors.contentCount'),
          // The title and its sort button whole in English ('Contents' was cut to 'Conte…' at 110 px).
          size: 128,
          meta: { align: 'end', label: t('dataAnalysis.authors.contentCount') },
          cell: (info) => formatChartNumber(locale, info.getValue()),
        }),
        column.accessor('clickCount', {
          header: t('dataAnalysis.authors.clickCount'),
          size: 128,
          meta: { align: 'end', label: t('dataAnalysis.authors.clickCount') },
          cell: (info) => formatChartNumber(locale, info.getValue()),
        }),
      ]),
    [t, locale],
  );
  return (
    <Table
      caption={t('dataAnalysis.authors.title')}
      columns={columns}
      data={authors}
      getRowId={(author) => String(author.ranking)}
      density="compact"
    />
  );
}
