// What the settings page shows (saved, refused, invalid fields, reset) is its stories'
// (stories/screens/user/UserSetting.stories.tsx). This file checks what a play cannot: what the page sends to the
// server and what it reports to its frame.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoUsers } from '../../mocks/auth/auth.fixtures';
import { server } from '../../mocks/node';
import { UnsavedChangesScope } from '../../routing/unsavedChanges';
import { createTestRuntime, logInAs, PastureTestProvider } from '../../testing';
import { USER_MOCK_MESSAGES, userScenarios } from './user.handlers';
import { userEndpoints } from './user.endpoints';
import { UserSettingScreen } from './UserSettingScreen';

const admin = demoUsers.admin?.userInfo;

/** The bodies of the save calls that reach the server while the test runs. */
function saveCalls(): Promise<unknown>[] {
  const bodies: Promise<unknown>[] = [];
  const { method, path } = userEndpoints.userSaveInfo;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) {
      bodies.push(request.clone().json());
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return bodies;
}

/** The admin's settings page in a frame that records its unsaved-input reports (repeats left out). */
async function renderInFrame() {
  const runtime = createTestRuntime({ debug: true });
  await logInAs(runtime, 'admin');
  const reports: boolean[] = [];
  const record = (dirty: boolean) => {
    if (reports.at(-1) !== dirty) reports.push(dirty);
  };
  render(
    <PastureTestProvider runtime={runtime}>
      <UnsavedChangesScope onChange={record}>
        <UserSettingScreen />
      </UnsavedChangesScope>
    </PastureTestProvider>,
  );
  return { reports, nickname: await screen.findByRole('textbox', { name: 'Nickname' }) };
}

describe('UserSettingScreen', () => {
  it('sends the edited information, and tells its frame of unsaved input until it is saved', async () => {
    const bodies = saveCalls();
    const { reports, nickname } = await renderInFrame();
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Old Zhang');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reports.at(-1)).toBe(false));
    expect(await Promise.all(bodies)).toEqual([
      {
        email: admin?.email,
        nickname: 'Old Zhang',
        countryRegion: 'china',
        area: 'hohhot',
        profile: admin?.introduction,
      },
    ]);
    expect(reports).toEqual([false, true, false]);
  });

  it('keeps the unsaved mark when saving fails', async () => {
    server.use(...userScenarios.saveError);
    const { reports, nickname } = await renderInFrame();
    await userEvent.type(nickname, ' (manager)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MOCK_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(reports.at(-1)).toBe(true);
  });

  it('sends nothing while a required field is empty', async () => {
    const bodies = saveCalls();
    await renderInFrame();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email');
    expect(bodies).toEqual([]);
  });
});
