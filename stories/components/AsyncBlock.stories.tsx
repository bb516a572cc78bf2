import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, AsyncBlock, Card, type QueryState } from '@pasture/ui';
import { onSurface } from './surface';
import { sample } from '../support/samples';
import { text } from '../support/texts';
import { usage } from '../support/usage';

/** Where the block's query is: its first load, a failed load, an answer with no herds, or the herds. */
type BlockState = 'loading' | 'error' | 'empty' | 'data';

function queryIn(state: BlockState, refetch: () => void): QueryState<string[]> {
  const retry = (() => {
    refetch();
    return Promise.resolve();
  }) as unknown as QueryState<string[]>['refetch'];
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
        // What the client rejects with when the server cannot be reached: the catalogue's words.
        error: new ApiError({ kind: 'network', message: text('api.requestError') }),
        isRefetchError: false,
        isFetching: false,
        refetch: retry,
      };
    case 'empty':
    case 'data':
      return {
        status: 'success',
        data: state === 'data' ? [sample('Holstein'), sample('Angus')] : [],
        error: null,
        isRefetchError: false,
        isFetching: false,
        refetch: retry,
      };
    default:
      return state satisfies never;
  }
}

interface HerdsBlockProps {
  state: BlockState;
  /** The query's refetch: what Retry calls. */
  onRetry: () => void;
}

/** A card's block that loads a farm's herds, in one state of its query. */
function HerdsBlock({ state, onRetry }: HerdsBlockProps) {
  return (
    <Card title={sample('Herds')} bordered={false} style={{ maxWidth: 480 }}>
      <AsyncBlock
        query={queryIn(state, onRetry)}
        section={sample('Herds')}
        isEmpty={(herds) => herds.length === 0}
        emptyDescription={sample('No herds yet')}
      >
        {(herds) => (
          <ul aria-label={sample('Herds')}>
            {herds.map((herd) => (
              <li key={herd}>{herd}</li>
            ))}
          </ul>
        )}
      </AsyncBlock>
    </Card>
  );
}

const meta = {
  title: 'Components/AsyncBlock',
  component: HerdsBlock,
  decorators: [onSurface],
  args: { state: 'data', onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: ['data', 'loading', 'empty', 'error'] } },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "A block of a page that loads its own data (a card's list, a chart): one query, its states.",
          do: [
            'Name the block in `section`: the error says what failed to load, with the reason and Retry.',
            'Shape the skeleton like the content (`skeletonRows`, `skeletonAvatar`).',
          ],
          dont: ['Toast a failed read: the block says it where the data would be.'],
          content:
            "`section` is the block's title as the page shows it; `emptyDescription` says what is missing.",
        }),
      },
    },
    // The story's harness gives the block a query in each state; the props table is AsyncBlock's.
    pastureDocs: { propsOf: { name: 'AsyncBlock', component: AsyncBlock } },
  },
} satisfies Meta<typeof HerdsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The data, once loaded. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const herds = within(canvas.getByRole('list', { name: sample('Herds') }));
    await expect(herds.getAllByRole('listitem').map((herd) => herd.textContent)).toEqual([
      sample('Holstein'),
      sample('Angus'),
    ]);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The first load: a skeleton where the data will be. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text('components.loading') })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The answer holds nothing: the block says what is missing. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('No herds yet'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The load failed: the block names itself and the reason, and Retry loads it again. */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      text('components.loadFailed', { section: sample('Herds') }),
    );
    await expect(alert).toHaveTextContent(text('api.requestError'));
    await userEvent.click(within(alert).getByRole('button', { name: text('components.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
