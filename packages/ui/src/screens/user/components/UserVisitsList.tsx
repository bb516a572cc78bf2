import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { Trend, trendOf } from '../../../components/Trend';
import { useLocale } from '../../../i18n/useLocale';
import { theme } from '../../../theme/tokens';
import type { UserVisits } from '../user.types';

export interface UserVisitsListProps {
  /** The counters of /api/user/visits. */
  visits: readonly UserVisits[];
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
  }
`;

const Label = styled.span`
  color: ${theme.color.text2};
`;

const Count = styled.span`
  color: ${theme.color.text1};
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;

  & > small {
    margin-left: ${theme.space.xs};
    color: ${theme.color.text2};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
  }
`;

/* The colours are the Trend's: the console's one rule (rising red, falling green). */
const Growth = styled(Trend)`
  gap: ${theme.space.xs};
  font-size: ${theme.font.size.sm};
`;

/** Visit counters (in times) with their change against last week, written out as well as coloured. */
export function UserVisitsList({ visits }: UserVisitsListProps) {
  const { t } = useFeatureTranslation(userLocale);
  const { locale } = useLocale();
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <List>
      {visits.map((entry) => {
        const direction = trendOf(entry.growth);
        return (
          <li key={entry.name}>
            <Label>{entry.name}</Label>
            <Count>
              {integer.format(entry.visits)}
              <small>{t('user.info.visits.unit')}</small>
            </Count>
            <Growth direction={direction}>
              {t('user.info.visits.growth', {
                direction: t(`user.info.visits.${direction}`),
                percent: percent.format(Math.abs(entry.growth) / 100),
              })}
            </Growth>
          </li>
        );
      })}
    </List>
  );
}
