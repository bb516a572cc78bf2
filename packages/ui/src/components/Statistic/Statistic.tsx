import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { CSSProperties, ReactNode } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useDataComponentsTranslation } from '../locales-data';
import { formatStatistic } from './formatStatistic';
import {
  StatisticRoot,
  StatisticSkeleton,
  StatisticTitle,
  StatisticTrend,
  StatisticValue,
} from './Statistic.styles';

/** Props of `Statistic`: the title and value, with an optional unit and trend. */
export interface StatisticProps {
  /** What the number is, shown above it. */
  title: ReactNode;
  /** A number (formatted for the active language) or a preformatted string. */
  value: number | string;
  /** Decimals of a numeric value. Default: as many as it has, up to 3. */
  precision?: number;
  /** Before the value, e.g. a currency sign or an icon. */
  prefix?: ReactNode;
  /** Right after the value at its size, e.g. "%". */
  suffix?: ReactNode;
  /** A small grey unit after the value, e.g. "头" / "head". */
  unit?: ReactNode;
  /** A coloured arrow after the value; screen readers hear "Up"/"Down" (translated) before the value. */
  trend?: 'up' | 'down';
  /** Shows a placeholder bar instead of the value while it loads; the title stays. */
  loading?: boolean;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/** A headline number with its title, unit and trend (dashboards, overviews). */
export function Statistic({
  title,
  value,
  precision,
  prefix,
  suffix,
  unit,
  trend,
  loading = false,
  className,
  style,
}: StatisticProps) {
  const { t } = useDataComponentsTranslation();
  const { locale } = useLocale();
  return (
    <StatisticRoot className={className} style={style}>
      <StatisticTitle>{title}</StatisticTitle>
      {loading ? (
        <StatisticValue role="status" aria-busy="true" aria-label={t('components.loading')}>
          <StatisticSkeleton />
        </StatisticValue>
      ) : (
        <StatisticValue>
          {trend ? (
            <VisuallyHidden>{t(`dataComponents.statistic.${trend}`)} </VisuallyHidden>
          ) : null}
          {prefix != null ? <span data-slot="affix">{prefix}</span> : null}
          <span>
            {formatStatistic(value, locale, precision)}
            {suffix}
          </span>
          {unit != null ? <span data-slot="unit">{unit}</span> : null}
          {trend ? <StatisticTrend direction={trend} /> : null}
        </StatisticValue>
      )}
    </StatisticRoot>
  );
}
