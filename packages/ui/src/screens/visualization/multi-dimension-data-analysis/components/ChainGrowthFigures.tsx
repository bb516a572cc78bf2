import { Sparkline } from '../../../../charts/Sparkline';
import {
  formatChartDay,
  formatChartNumber,
  formatChartPercent,
} from '../../../../charts/chartFormat';
import { trendOf } from '../../../../components/Trend';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import { ChainTrend, ChainValue } from '../multiDimensionAnalysis.styles';
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
  const trend = trendOf(growth.growth);
  const bars = quota === 'userRetention' || quota === 'contentConsumption';
  return (
    <>
      <ChainValue>
        <span>{formatChartNumber(locale, growth.count)}</span>
        <ChainTrend direction={trend} label={t(`multiDimensionAnalysis.chain.${trend}`)}>
          {formatChartPercent(locale, Math.abs(growth.growth), 2)}
        </ChainTrend>
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
