// What the user info page shows is its stories' (stories/screens/user/UserInfo.stories.tsx). This file checks what a
// play cannot: a server that answers again after a failure, and that a page without a session asks the server nothing.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { createTestRuntime, logInAs, PastureTestProvider } from '../../testing';
import { userScenarios } from './user.handlers';
import { UserInfoScreen } from './UserInfoScreen';

describe('UserInfoScreen', () => {
  it('loads a failed block again on Retry once the server answers', async () => {
    server.use(...userScenarios.certificationError);
    const runtime = createTestRuntime({ debug: true });
    await logInAs(runtime, 'admin');
    render(
      <PastureTestProvider runtime={runtime}>
        <UserInfoScreen />
      </PastureTestProvider>,
    );
    const alert = await screen.findByRole('alert');
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Certification records' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the server nothing without a session', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => requests.push(request.url);
    server.events.on('request:start', record);
    render(
      <PastureTestProvider>
        <UserInfoScreen />
      </PastureTestProvider>,
    );
    // Every block's call needs a session: none is sent (a block would only get the session prompt).
    expect(await screen.findByText('No user information')).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(requests).toEqual([]);
  });
});
