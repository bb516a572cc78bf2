import { useFeatureTranslation } from '../../../../i18n/localeBundle';
import { workplaceLocale } from '../locales';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { useLocale } from '../../../../i18n/useLocale';
import type { PopularAuthor } from '../workplace.types';
import { formatInteger } from '../workplace.format';
import { WorkplaceTable } from './WorkplaceTable.styles';

export interface PopularAuthorsTableProps {
  /** The rows of /api/popular-author/list, in ranking order. */
  authors: readonly PopularAuthor[];
}

/** Ranking, author, number of contents and clicks of the most read authors. */
export function PopularAuthorsTable({ authors }: PopularAuthorsTableProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const { locale } = useLocale();
  return (
    <WorkplaceTable>
      <VisuallyHidden asChild>
        <caption>{t('workplace.authors.title')}</caption>
      </VisuallyHidden>
      <thead>
        <tr>
          <th scope="col" data-column="ranking">
            {t('workplace.authors.ranking')}
          </th>
          <th scope="col">{t('workplace.authors.author')}</th>
          <th scope="col" data-align="end" data-column="number">
            {t('workplace.authors.contentCount')}
          </th>
          <th scope="col" data-align="end" data-column="number">
            {t('workplace.authors.clickCount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {authors.map((author) => (
          <tr key={author.ranking}>
            <td data-column="ranking">{author.ranking}</td>
            <th scope="row">{author.author}</th>
            <td data-align="end">{formatInteger(locale, author.contentCount)}</td>
            <td data-align="end">{formatInteger(locale, author.clickCount)}</td>
          </tr>
        ))}
      </tbody>
    </WorkplaceTable>
  );
}
