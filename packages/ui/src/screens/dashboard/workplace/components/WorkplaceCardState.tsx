import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Empty } from '../../../../components/Empty';
import { Skeleton } from '../../../../components/Skeleton';
import type { WorkplaceQueryState } from '../useWorkplaceQuery';

export interface WorkplaceCardStateProps<T> {
  /** The card's query state. */
  state: WorkplaceQueryState<T>;
  /** Name of the section, used in the error message ("Failed to load Popular Content"). */
  section: string;
  /** Loads the data again after an error. */
  onRetry: () => void;
  /** Whether loaded data counts as empty (shows the Empty state instead of `children`). */
  isEmpty: (data: T) => boolean;
  /** Lines of the loading skeleton. Default 4. */
  skeletonRows?: number;
  /** Renders the loaded, non-empty data. */
  children: (data: T) => ReactNode;
}

/** One card's four states: skeleton while loading, an error with Retry, Empty, or the data. */
export function WorkplaceCardState<T>({
  state,
  section,
  onRetry,
  isEmpty,
  skeletonRows = 4,
  children,
}: WorkplaceCardStateProps<T>) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'loading':
      return <Skeleton rows={skeletonRows} />;
    case 'error':
      return (
        <Alert
          type="error"
          description={t('workplace.state.loadFailed', { section })}
          action={
            <Button size="small" variant="text" onClick={onRetry}>
              {t('workplace.state.retry')}
            </Button>
          }
        />
      );
    case 'success':
      return isEmpty(state.data) ? <Empty /> : <>{children(state.data)}</>;
    default:
      return state satisfies never;
  }
}
