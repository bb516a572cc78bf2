import { ArrowDown, ArrowUp } from 'lucide-react';
import { useFeatureTranslation } from '../../../../i18n/localeBundle';
import { workplaceLocale } from '../locales';
import { Icon } from '../../../../components/Icon';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { useLocale } from '../../../../i18n/useLocale';
import type { PopularItem, PopularType } from '../workplace.types';
import { formatCompact, formatPercent } from '../workplace.format';
import { WorkplaceTable, WorkplaceTrend } from './WorkplaceTable.styles';

export interface PopularContentTableProps {
  /** Content type of the rows, named in the table caption. */
  type: PopularType;
  /** The five rows of /api/popular/list, in ranking order. */
  items: readonly PopularItem[];
}

/** Ranking, title, clicks and daily increase (with an up/down arrow) of the popular items of one type. */
export function PopularContentTable({ type, items }: PopularContentTableProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const { locale } = useLocale();
  return (
    <WorkplaceTable>
      <VisuallyHidden asChild>
        <caption>
          {t('workplace.popular.caption', { type: t(`workplace.popular.tabs.${type}`) })}
        </caption>
      </VisuallyHidden>
      <thead>
        <tr>
          <th scope="col" data-column="ranking">
            {t('workplace.popular.ranking')}
          </th>
          <th scope="col">{t('workplace.popular.contentTitle')}</th>
          <th scope="col" data-align="end" data-column="number">
            {t('workplace.popular.clicks')}
          </th>
          <th scope="col" data-align="end" data-column="trend">
            {t('workplace.popular.increases')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const direction = item.increases < 0 ? 'down' : 'up';
          return (
            <tr key={item.key}>
              <td data-column="ranking">{index + 1}</td>
              <th scope="row" title={item.title}>
                {item.title}
              </th>
              <td data-align="end">{formatCompact(locale, item.clickNumber)}</td>
              <td data-align="end">
                <WorkplaceTrend data-direction={direction}>
                  <VisuallyHidden>{t(`workplace.overview.${direction}`)} </VisuallyHidden>
                  {formatPercent(locale, item.increases)}
                  <Icon icon={direction === 'up' ? ArrowUp : ArrowDown} />
                </WorkplaceTrend>
              </td>
            </tr>
          );
        })}
      </tbody>
    </WorkplaceTable>
  );
}
