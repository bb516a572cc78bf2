import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { AsyncBlock } from './AsyncBlock';
import { useAsyncData } from './useAsyncData';

function Harness({ load }: { load: (signal: AbortSignal) => Promise<string[]> }) {
  const stableLoad = useCallback((signal: AbortSignal) => load(signal), [load]);
  const { state, retry } = useAsyncData('names', stableLoad);
  return (
    <AsyncBlock
      state={state}
      section="Herds"
      onRetry={retry}
      isEmpty={(names) => names.length === 0}
      emptyDescription="No herds yet"
    >
      {(names) => (
        <ul aria-label="Herds">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </AsyncBlock>
  );
}

describe('AsyncBlock with useAsyncData', () => {
  it('shows a skeleton, then the data', async () => {
    renderWithProviders(<Harness load={() => Promise.resolve(['Holstein', 'Simmental'])} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Herds' });
    expect(list).toHaveTextContent('HolsteinSimmental');
  });

  it('shows its empty text when the data is empty', async () => {
    renderWithProviders(<Harness load={() => Promise.resolve([])} />);
    expect(await screen.findByText('No herds yet')).toBeInTheDocument();
  });

  it('names the block in the error and loads again on Retry', async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(['Angus']);
    renderWithProviders(<Harness load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Herds');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Herds' })).toHaveTextContent('Angus');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the request when the block unmounts', () => {
    let received: AbortSignal | undefined;
    const { unmount } = renderWithProviders(
      <Harness
        load={(signal) => {
          received = signal;
          return new Promise<string[]>(() => undefined);
        }}
      />,
    );
    expect(received?.aborted).toBe(false);
    unmount();
    expect(received?.aborted).toBe(true);
  });
});
