import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { demoAccounts } from '../../mocks/auth/auth.fixtures';
import { server } from '../../mocks/node';
import { createPastureRuntime } from '../../runtime/createPastureRuntime';
import { PastureProvider } from '../../runtime/PastureProvider';
import { userFixturesIn } from './user.fixtures';
import { userScenarios } from './user.handlers';
import { UserInfoScreen } from './UserInfoScreen';

// The screen runs in en-US, so the mock answers the user centre's texts in English.
const english = userFixturesIn('en-US');
const firstTeam = english.myTeams[0]?.name ?? '';

async function renderScreen({ loggedIn = true } = {}) {
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const operator = demoAccounts.find((account) => account.role === 'user');
  if (!operator) throw new Error('demoAccounts must hold a user account.');
  if (loggedIn) {
    await runtime.session.login({ mobile: operator.mobile, password: operator.password });
  }
  render(
    <PastureProvider runtime={runtime}>
      <UserInfoScreen />
    </PastureProvider>,
  );
  return { operator };
}

describe('UserInfoScreen', () => {
  it("shows the session user's header and every block's data", async () => {
    const { operator } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: operator.name })).toBeInTheDocument();
    expect(screen.getByText('Not certified')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Profile' })).toHaveTextContent('Location: Yinchuan');
    expect(
      await screen.findByRole('heading', { level: 3, name: english.myProjects[4]?.name }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Updated Farm climate monitoring')).toBeInTheDocument();
    expect(await screen.findByText('Homepage visits')).toBeInTheDocument();
    expect(await screen.findByText('19 members')).toBeInTheDocument();
    expect(await screen.findByText('Down 12.5% from last week')).toBeInTheDocument();
    const records = await screen.findByRole('table', { name: 'Certification records' });
    expect(within(records).getAllByRole('row')).toHaveLength(4);
  });

  it('keeps the page when one block fails, and that block loads again on Retry', async () => {
    server.use(...userScenarios.certificationError);
    await renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Certification');
    expect(await screen.findByText(firstTeam)).toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Certification records' })).toBeInTheDocument();
  });

  it('says there is no user information without a session, and asks the server nothing', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => requests.push(request.url);
    server.events.on('request:start', record);
    await renderScreen({ loggedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'User Info' })).toBeInTheDocument();
    expect(screen.getByText('No user information')).toBeInTheDocument();
    // Every block's call needs a session: none is sent (a block would only get the session prompt).
    expect(screen.queryByText(firstTeam)).not.toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(requests).toEqual([]);
  });
});
