import { ArrowDown, ArrowUp } from 'lucide-react';
import { Sparkline } from '../../../../charts/Sparkline';
import {
  formatChartDay,
  formatChartNumber,
  formatChartPercent,
} from '../../../../charts/chartFormat';
import { Icon } from '../../../../components/Icon';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import { ChainValue } from '../multiDimensionAnalysis.styles';
import type { ChainGrowth, ChainQuota } from '../multiDimensionAnalysis.types';
import { multiDimensionAnalysisLocale } from '../locales';
import { theme } from '../../../../theme/tokens';

export interface ChainGrowthFiguresProps {
  quota: ChainQuota;
  /** The quota's answer of /api/data-chain-growth. */
  growth: ChainGrowth;
}

/** A chain-growth figure with its change and its 12 days: a line for the trends, bars for the amounts. */
export function ChainGrowthFigures({ quota, growth }: ChainGrowthFiguresProps) {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const { locale } = useLocale();
  const trend = growth.growth >= 0 ? 'up' : 'down';
  const bars = quota === 'userRetention' || quota === 'contentConsumption';
  return (
    <>
      <ChainValue>
        <span>{formatChartNumber(locale, growth.count)}</span>
        <span data-trend={trend}>
          <VisuallyHidden>{t(`multiDimensionAnalysis.chain.${trend}`)} </VisuallyHidden>
          {formatChartPercent(locale, Math.abs(growth.growth), 2)}
          <Icon icon={trend === 'up' ? ArrowUp : ArrowDown} />
        </span>
      </ChainValue>
      <Sparkline
        type={bars ? 'bar' : 'line'}
        categories={growth.chartData.xAxis}
        values={growth.chartData.data.value}
        name={t(`multiDimensionAnalysis.chain.quotas.${quota}`)}
        description={t(`multiDimensionAnalysis.chain.descriptions.${quota}`)}
        xLabel={t('multiDimensionAnalysis.day')}
        formatCategory={(day) => formatChartDay(locale, day)}
        color={bars ? theme.color.success : undefined}
        height={72}
      />
    </>
  );
}
