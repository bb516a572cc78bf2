import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { LoadFailedAlert } from '../../../../components/AsyncBlock';
import { Skeleton } from '../../../../components/Skeleton';
import type { ContentDataChartProps } from './ContentDataChart';

// visx only loads with the workplace: the chart is its own chunk, so the login route never downloads it.
function loadChart() {
  return lazy(() =>
    import('./ContentDataChart').then((module) => ({ default: module.ContentDataChart })),
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a failed chunk download (offline, a new deployment) so only the chart card shows an error. */
class ChartLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The content chart, downloaded on first render; a skeleton meanwhile, an error with Retry if the download fails. */
export function LazyContentDataChart(props: ContentDataChartProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  // React.lazy keeps a failed import for good: a retry needs a fresh lazy component (and a fresh boundary).
  const [attempt, setAttempt] = useState(() => ({ count: 0, Chart: loadChart() }));
  const { Chart } = attempt;
  return (
    <ChartLoadBoundary
      key={attempt.count}
      fallback={
        <LoadFailedAlert
          section={t('workplace.contentData.title')}
          onRetry={() => setAttempt(({ count }) => ({ count: count + 1, Chart: loadChart() }))}
        />
      }
    >
      <Suspense fallback={<Skeleton rows={6} />}>
        <Chart {...props} />
      </Suspense>
    </ChartLoadBoundary>
  );
}
