import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderWithProviders } from '../shared/testing';
import { AsyncBlock } from './AsyncBlock';

function Herds({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['herds'], queryFn: load });
  return (
    <AsyncBlock
      query={query}
      section="Herds"
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

function renderHerds(load: () => Promise<string[]>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Herds load={load} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('AsyncBlock', () => {
  it('shows a skeleton, then the data', async () => {
    renderHerds(() => Promise.resolve(['Holstein', 'Simmental']));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Herds' });
    expect(list).toHaveTextContent('HolsteinSimmental');
  });

  it('shows its empty text when the data is empty', async () => {
    renderHerds(() => Promise.resolve([]));
    expect(await screen.findByText('No herds yet')).toBeInTheDocument();
  });

  it('names the block and the reason in the error, and loads again on Retry', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'business', message: 'herd service down' }))
      .mockResolvedValueOnce(['Angus']);
    renderHerds(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Herds');
    expect(alert).toHaveTextContent('herd service down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Herds' })).toHaveTextContent('Angus');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good data under a note when a refetch fails', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce(['Angus'])
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Request Error' }))
      .mockResolvedValueOnce(['Angus', 'Jersey']);
    const queryClient = renderHerds(load);
    await screen.findByRole('list', { name: 'Herds' });
    await act(() => queryClient.refetchQueries({ queryKey: ['herds'] }));
    expect(screen.getByRole('list', { name: 'Herds' })).toHaveTextContent('Angus');
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent("Couldn't refresh Herds; showing the last loaded data");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Jersey')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
