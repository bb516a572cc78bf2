import { useMemo } from 'react';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { createTableColumnHelper, Table } from '../../../../components/Table';
import { useLocale } from '../../../../i18n/useLocale';
import type { PopularAuthor } from '../workplace.types';
import { formatInteger } from '../workplace.format';

export interface PopularAuthorsTableProps {
  /** The rows of /api/popular-author/list, in ranking order. */
  authors: readonly PopularAuthor[];
}

const column = createTableColumnHelper<PopularAuthor>();
const authorId = (author: PopularAuthor) => String(author.ranking);

/** Ranking, author, number of contents and clicks of the most read authors. */
export function PopularAuthorsTable({ authors }: PopularAuthorsTableProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const { locale } = useLocale();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('ranking', {
          header: t('workplace.authors.ranking'),
          size: 80,
          enableSorting: false,
        }),
        column.accessor('author', {
          header: t('workplace.authors.author'),
          enableSorting: false,
          meta: { rowHeader: true },
        }),
        column.accessor('contentCount', {
          header: t('workplace.authors.contentCount'),
          enableSorting: false,
          meta: { align: 'end' },
          cell: (cell) => formatInteger(locale, cell.getValue()),
        }),
        column.accessor('clickCount', {
          header: t('workplace.authors.clickCount'),
          enableSorting: false,
          meta: { align: 'end' },
          cell: (cell) => formatInteger(locale, cell.getValue()),
        }),
      ]),
    [t, locale],
  );
  return (
    <Table
      caption={t('workplace.authors.title')}
      columns={columns}
      data={authors}
      getRowId={authorId}
      density="compact"
    />
  );
}
