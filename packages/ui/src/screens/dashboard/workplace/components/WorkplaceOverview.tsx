import { FileText, Gauge, MessageSquare, Send, Wallet, Eye } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { styled } from 'styled-components';
import { Icon } from '../../../../components/Icon';
import { Statistic } from '../../../../components/Statistic';
import { useLocale } from '../../../../i18n/useLocale';
import { theme } from '../../../../theme/tokens';
import type { WorkplaceOverview as OverviewData } from '../workplace.types';
import { formatCompact, formatInteger, formatPercent, formatYuan } from '../workplace.format';

export interface WorkplaceOverviewProps {
  /** The overview numbers of /api/content-data. */
  overview: OverviewData;
}

/*
 * The figures fill the width the overview is given (container queries on its own frame, not the
 * viewport): three a row from 720 px, two from 440 px, else one. A figure needs about 230 px for
 * its widest value on one line.
 */
const Frame = styled.div`
  container: workplace-overview / inline-size;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl} 0;
  margin: 0;
  padding: 0;
  list-style: none;

  @container workplace-overview (440px <= width < 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container workplace-overview (width >= 720px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/* Side by side, the figures are inset and divided by a line left of all but the first of a row. */
const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  min-width: 0;

  @container workplace-overview (width >= 440px) {
    padding: 0 ${theme.space.xl};
  }
  @container workplace-overview (440px <= width < 720px) {
    &:nth-child(2n) {
      border-left: 1px solid ${theme.color.border2};
    }
  }
  @container workplace-overview (width >= 720px) {
    &:not(:nth-child(3n + 1)) {
      border-left: 1px solid ${theme.color.border2};
    }
  }
`;

/* The figure's icon in a grey circle (decoration: the title says what the figure is). */
/* Takes what the icon leaves; a unit that does not fit wraps, never runs into the next figure. */
const Figure = styled(Statistic)`
  min-width: 0;
`;

const IconCircle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.round};
  background: ${theme.color.fill2};
  color: ${theme.color.primaryText};
  font-size: 22px;
`;

interface Stat {
  key: string;
  icon: LucideIcon;
  label: string;
  value: string;
  unit?: string;
  trend?: 'up' | 'down';
}

/** The overview numbers of the workplace (online content, put in, comments, growth, balance, visits). */
export function WorkplaceOverview({ overview }: WorkplaceOverviewProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const { locale } = useLocale();
  const pieces = t('workplace.overview.unitPieces');
  const stats: Stat[] = [
    {
      key: 'onlineContent',
      icon: FileText,
      label: t('workplace.overview.onlineContent'),
      value: formatCompact(locale, overview.onlineContent),
      unit: pieces,
    },
    {
      key: 'putIn',
      icon: Send,
      label: t('workplace.overview.putIn'),
      value: formatInteger(locale, overview.putIn),
      unit: pieces,
    },
    {
      key: 'dailyComments',
      icon: MessageSquare,
      label: t('workplace.overview.dailyComments'),
      value: formatInteger(locale, overview.dailyComments),
      unit: pieces,
    },
    {
      key: 'growth',
      icon: Gauge,
      label: t('workplace.overview.growth'),
      value: formatPercent(locale, overview.growth),
      trend: overview.growth < 0 ? 'down' : 'up',
    },
    {
      key: 'balance',
      icon: Wallet,
      label: t('workplace.overview.balance'),
      value: formatYuan(locale, overview.balance),
    },
    {
      key: 'visits',
      icon: Eye,
      label: t('workplace.overview.visits'),
      value: formatInteger(locale, overview.visits),
      unit: t('workplace.overview.unitTimes'),
    },
  ];

  return (
    <Frame>
      <List aria-label={t('workplace.overview.label')}>
        {stats.map((stat) => (
          <Item key={stat.key}>
            <IconCircle aria-hidden="true">
              <Icon icon={stat.icon} />
            </IconCircle>
            <Figure title={stat.label} value={stat.value} unit={stat.unit} trend={stat.trend} />
          </Item>
        ))}
      </List>
    </Frame>
  );
}
