import type { ComponentType, ReactNode } from 'react';
import { AsyncBlock, Card, type QueryState } from '@pasture/ui';

/** What a chart's block can show: its data, the first load, no data, or a failed load. */
export type ChartBlockState = 'data' | 'loading' | 'empty' | 'error';

const retry = () => Promise.resolve() as unknown as ReturnType<QueryState<true>['refetch']>;

function queryIn(state: ChartBlockState): QueryState<true> {
  switch (state) {
    case 'loading':
      return {
        status: 'pending',
        data: undefined,
        error: null,
        isRefetchError: false,
        isFetching: true,
        refetch: retry,
      };
    case 'error':
      return {
        status: 'error',
        data: undefined,
        error: new Error('offline'),
        isRefetchError: false,
        isFetching: false,
        refetch: retry,
      };
    case 'data':
    case 'empty':
      return {
        status: 'success',
        data: true,
        error: null,
        isRefetchError: false,
        isFetching: false,
        refetch: retry,
      };
    default:
      return state satisfies never;
  }
}

/**
 * A chart in the card a screen would put it in, in one of its block's states: the kit draws the data; the
 * skeleton, the empty state and the error with Retry are AsyncBlock's, as on every dashboard.
 */
export function ChartBlock({
  title,
  state,
  children,
}: {
  title: string;
  state: ChartBlockState;
  children: ReactNode;
}) {
  return (
    <div style={{ padding: 20, maxWidth: 880 }}>
      <Card title={title} bordered={false}>
        <AsyncBlock query={queryIn(state)} section={title} isEmpty={() => state === 'empty'}>
          {() => children}
        </AsyncBlock>
      </Card>
    </div>
  );
}

/**
 * A chart's stories' args: the chart's real props, with the ones the render reads from the locale bundles in the
 * toolbar's language (names, description, headers) optional — a value typed into Controls still wins — and the
 * block `state` around it.
 */
export type ChartTextArgs<Props, Texts extends keyof Props> = Omit<Props, Texts> &
  Partial<Pick<Props, Texts>>;

/** `ChartTextArgs` and the state of the block (`ChartBlock`) the chart is shown in. */
export type ChartStoryArgs<Props, Texts extends keyof Props> = ChartTextArgs<Props, Texts> & {
  state?: ChartBlockState;
};

/**
 * The chart itself as the stories' `component`, so the docs page's props table and Controls are the chart's. Only
 * the type is widened: the stories' args leave out the texts their render fills in.
 */
export function asStoryComponent<Args>(chart: ComponentType<never>): ComponentType<Args> {
  return chart as ComponentType<Args>;
}
