import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import { demoAccounts } from '../../../mocks/auth/auth.fixtures';
import { server } from '../../../mocks/node';
import { createPastureRuntime } from '../../../runtime/createPastureRuntime';
import { PastureProvider } from '../../../runtime/PastureProvider';
import { WorkplaceScreen } from './WorkplaceScreen';
import { workplaceScenarios } from './workplace.handlers';

/** The workplace of a logged-in operator (any role opens it; its calls need a session). */
async function renderScreen() {
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const { mobile, password } = demoAccounts.find((account) => account.role === 'user') ?? {};
  if (!mobile || !password) throw new Error('demoAccounts must hold a user account.');
  await runtime.session.login({ mobile, password });
  const onNavigate = vi.fn();
  render(
    <PastureProvider runtime={runtime}>
      <WorkplaceScreen onNavigate={onNavigate} />
    </PastureProvider>,
  );
  return { onNavigate };
}

describe('WorkplaceScreen', () => {
  it('shows the overview, the popular content of the chosen type and the authors', async () => {
    await renderScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, 李青禾' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('¥5,670.00')).toBeInTheDocument();
    expect(screen.getByText('12,034')).toBeInTheDocument();
    expect(screen.getByText('times')).toBeInTheDocument();

    const popular = await screen.findByRole('table', { name: 'Top 5 popular Text content' });
    expect(within(popular).getAllByRole('row')).toHaveLength(6);
    expect(
      within(popular).getByRole('rowheader', { name: 'Spring forage planting essentials' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Video' }));
    const videos = await screen.findByRole('table', { name: 'Top 5 popular Video content' });
    expect(
      within(videos).getByRole('rowheader', { name: 'Making a total mixed ration' }),
    ).toBeInTheDocument();

    const authors = await screen.findByRole('table', { name: 'Popular Authors' });
    expect(within(authors).getAllByRole('row')).toHaveLength(8);
  });

  it('offers a retry on each failing card', async () => {
    server.use(...workplaceScenarios.error);
    await renderScreen();
    expect(await screen.findByText('Failed to load Popular Authors')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load Popular Content')).toBeInTheDocument();
    expect(screen.getByText('Failed to load Content Data')).toBeInTheDocument();
    server.resetHandlers();
    const alert = screen
      .getAllByRole('alert')
      .find((candidate) => within(candidate).queryByText('Failed to load Popular Authors'));
    if (!alert) throw new Error('the authors error is not an alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Popular Authors' })).toBeInTheDocument();
  });

  it('sends the quick link path to onNavigate', async () => {
    const { onNavigate } = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Content management' }));
    expect(onNavigate).toHaveBeenCalledWith({ path: '/list/search-table' });
    await screen.findByRole('table', { name: 'Popular Authors' });
  });
});
