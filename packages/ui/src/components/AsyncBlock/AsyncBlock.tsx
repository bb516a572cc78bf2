import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Empty } from '../Empty/Empty';
import { Skeleton } from '../Skeleton/Skeleton';
import type { AsyncState } from './useAsyncData';

export interface LoadFailedAlertProps {
  /** Name of the block, used in the message ("Failed to load Popular Content"). */
  section: string;
  /** Loads the data again. */
  onRetry: () => void;
}

/** The error state of a block that loads its own data: an error alert naming the block, with a Retry button. */
export function LoadFailedAlert({ section, onRetry }: LoadFailedAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      description={t('components.loadFailed', { section })}
      action={
        <Button size="small" variant="text" onClick={onRetry}>
          {t('components.retry')}
        </Button>
      }
    />
  );
}

export interface AsyncBlockProps<T> {
  /** The block's state, usually from `useAsyncData`. */
  state: AsyncState<T>;
  /** Name of the block, used in the error message ("Failed to load Popular Content"). */
  section: string;
  /** Loads the data again after an error. */
  onRetry: () => void;
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

/** One block's four states: skeleton while loading, an error with Retry, Empty, or the data. */
export function AsyncBlock<T>({
  state,
  section,
  onRetry,
  isEmpty,
  emptyDescription,
  skeletonRows = 4,
  skeletonAvatar = false,
  children,
}: AsyncBlockProps<T>) {
  switch (state.status) {
    case 'loading':
      return <Skeleton rows={skeletonRows} avatar={skeletonAvatar} />;
    case 'error':
      return <LoadFailedAlert section={section} onRetry={onRetry} />;
    case 'success':
      return isEmpty(state.data) ? (
        <Empty description={emptyDescription} />
      ) : (
        <>{children(state.data)}</>
      );
    default:
      return state satisfies never;
  }
}
