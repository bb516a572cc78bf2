import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { isApiError } from '../../api/errors';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Empty } from '../Empty/Empty';
import { Skeleton } from '../Skeleton/Skeleton';

/** The part of a TanStack Query result a block renders from. */
export type QueryState<T> = Pick<
  UseQueryResult<T>,
  'status' | 'data' | 'error' | 'isRefetchError' | 'isFetching' | 'refetch'
>;

/** The words of a failed call as the catalogue gives them (the server's message or 'Request Error'). */
function detailOf(error: unknown): string | undefined {
  return isApiError(error) && error.kind !== 'aborted' ? error.message : undefined;
}

/**
 * Props of `LoadFailedAlert`, the error state `AsyncBlock` shows; use it directly for a block that loads in its own way.
 */
export interface LoadFailedAlertProps {
  /** Name of the block, used in the message ("Failed to load Popular Content"). */
  section: string;
  /** Why, in the catalogue's words (the server's message, 'Request Error'); shown under the title. */
  detail?: string;
  /** Loads the data again. */
  onRetry: () => void;
  /** Compact one-line form, for a block that still shows its last good data. */
  stale?: boolean;
}

/**
 * The error state of a block that loads its own data: an error alert naming the block and the reason, with a Retry
 * button. `stale` is the small "couldn't refresh" note over data that is still shown.
 */
export function LoadFailedAlert({ section, detail, onRetry, stale = false }: LoadFailedAlertProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  const action = (
    <Button size="small" variant="text" onClick={onRetry}>
      {t('components.retry')}
    </Button>
  );
  if (stale) {
    return (
      <Alert
        type="warning"
        description={t('components.refreshFailed', { section })}
        action={action}
      />
    );
  }
  return detail ? (
    <Alert
      type="error"
      title={t('components.loadFailed', { section })}
      description={detail}
      action={action}
    />
  ) : (
    <Alert type="error" description={t('components.loadFailed', { section })} action={action} />
  );
}

/** Props of `AsyncBlock`: one block's query and how to render its data, its empty state and its loading skeleton. */
export interface AsyncBlockProps<T> {
  /** The block's query (`useQuery(...)`): what it shows follows the query's state. */
  query: QueryState<T>;
  /** Name of the block, used in the error message ("Failed to load Popular Content"). */
  section: string;
  /** Whether loaded data counts as empty (shows the Empty state instead of `children`). */
  isEmpty: (data: T) => boolean;
  /** Text of the empty state; defaults to the translated "No data". */
  emptyDescription?: ReactNode;
  /** Lines of the loading skeleton. Default 4. */
  skeletonRows?: number;
  /** Adds a round avatar to the loading skeleton (lists of people or teams). */
  skeletonAvatar?: boolean;
  /** Renders the loaded, non-empty data. */
  children: (data: T) => ReactNode;
}

/**
 * One block's states, from its query: a skeleton while the first answer is on its way; the error with the reason
 * and Retry when there is nothing to show; Empty; or the data. A failed refetch keeps the last good data on screen
 * under a small "couldn't refresh" note.
 */
export function AsyncBlock<T>({
  query,
  section,
  isEmpty,
  emptyDescription,
  skeletonRows = 4,
  skeletonAvatar = false,
  children,
}: AsyncBlockProps<T>) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.status === 'error') {
      return <LoadFailedAlert section={section} detail={detailOf(query.error)} onRetry={retry} />;
    }
    return <Skeleton rows={skeletonRows} avatar={skeletonAvatar} />;
  }
  const data = query.data;
  return (
    <>
      {query.isRefetchError && !query.isFetching ? (
        <LoadFailedAlert section={section} onRetry={retry} stale />
      ) : null}
      {isEmpty(data) ? <Empty description={emptyDescription} /> : children(data)}
    </>
  );
}
