import { useId } from 'react';
import { PieChart } from '../../../../charts/PieChart';
import { Sparkline } from '../../../../charts/Sparkline';
import {
  formatChartDay,
  formatChartNumber,
  formatChartPercent,
} from '../../../../charts/chartFormat';
import { AsyncBlock, type QueryState } from '../../../../components/AsyncBlock';
import { Trend, trendOf } from '../../../../components/Trend';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import {
  OPINION_CHART_HEIGHT,
  OpinionBody,
  OpinionChart,
  OpinionGrowthLine,
  OpinionTile as OpinionTileRoot,
  OpinionTitle,
  OpinionValue,
} from '../dataAnalysis.styles';
import type { OpinionQuota, OpinionSplit, OpinionTrend } from '../dataAnalysis.types';
import { dataAnalysisLocale } from '../locales';
import { theme } from '../../../../theme/tokens';

export interface OpinionTileProps {
  /** Which statistic the tile shows; `share` draws the split by content kind as a donut. */
  quota: OpinionQuota;
  /** The tile's query (`useQuery(publicOpinionQueryOptions(scope, quota))`): it loads and fails on its own. */
  query: QueryState<OpinionTrend | OpinionSplit>;
}

function isSplit(quota: OpinionQuota, data: OpinionTrend | OpinionSplit): data is OpinionSplit {
  return quota === 'share' && data.chartData.every((entry) => 'name' in entry);
}

/** A statistic tile of the public-opinion row: the total, its change against yesterday and a small chart. */
export function OpinionTile({ quota, query }: OpinionTileProps) {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const titleId = useId();
  const title = t(`dataAnalysis.opinion.quotas.${quota}`);
  return (
    <OpinionTileRoot data-quota={quota} aria-labelledby={titleId}>
      <OpinionTitle id={titleId}>{title}</OpinionTitle>
      <AsyncBlock
        query={query}
        section={title}
        isEmpty={(data) => data.chartData.length === 0}
        skeletonRows={2}
      >
        {(data) => <OpinionFigures quota={quota} data={data} title={title} />}
      </AsyncBlock>
    </OpinionTileRoot>
  );
}

function OpinionFigures({
  quota,
  data,
  title,
}: {
  quota: OpinionQuota;
  data: OpinionTrend | OpinionSplit;
  title: string;
}) {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const { locale } = useLocale();
  const trend = trendOf(data.growth);
  const description = t(`dataAnalysis.opinion.descriptions.${quota}`);
  return (
    <OpinionBody>
      <OpinionValue>{formatChartNumber(locale, data.count)}</OpinionValue>
      <OpinionGrowthLine>
        <span>{t('dataAnalysis.opinion.yesterday')}</span>
        <Trend direction={trend} label={t(`dataAnalysis.opinion.${trend}`)}>
          {formatChartPercent(locale, Math.abs(data.growth), 2)}
        </Trend>
      </OpinionGrowthLine>
      <OpinionChart>
        {isSplit(quota, data) ? (
          <PieChart
            data={data.chartData.map((share) => ({
              key: share.name,
              name: t(`dataAnalysis.kinds.${share.name}`),
              value: share.value,
            }))}
            description={description}
            nameLabel={t('dataAnalysis.kind')}
            valueLabel={title}
            height={OPINION_CHART_HEIGHT}
            legend="right"
          />
        ) : (
          <Sparkline
            type={quota === 'published' ? 'bar' : 'line'}
            categories={data.chartData.map((point) => point.x)}
            values={data.chartData.map((point) => point.y)}
            name={title}
            description={description}
            xLabel={t('dataAnalysis.day')}
            formatCategory={(day) => formatChartDay(locale, day)}
            color={quota === 'published' ? theme.color.success : undefined}
            height={OPINION_CHART_HEIGHT}
          />
        )}
      </OpinionChart>
    </OpinionBody>
  );
}
