// What the settings page shows is its stories' (stories/screens/user/UserSetting.stories.tsx). This file runs some of
// them and checks what their plays cannot: what the page sends to the server and what it reports to its frame.
import type { ReactNode } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoUsers } from '../../mocks/auth/auth.fixtures';
import { server } from '../../mocks/node';
import { UnsavedChangesScope } from '../../routing/unsavedChanges';
import * as stories from '../../../../../stories/screens/user/UserSetting.stories';
import { composeForUnit, playStory } from '../../../../../stories/support/portable';
import { userEndpoints } from './user.endpoints';

const { SaveSuccess, SaveError, ValidationErrors } = composeForUnit(stories);
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

/** The page's unsaved-input reports, as its frame (the console's tab bar) receives them, repeats left out. */
function frameReports() {
  const reports: boolean[] = [];
  const record = (dirty: boolean) => {
    if (reports.at(-1) !== dirty) reports.push(dirty);
  };
  function Frame({ children }: { children: ReactNode }) {
    return <UnsavedChangesScope onChange={record}>{children}</UnsavedChangesScope>;
  }
  return { reports, Frame };
}

describe('UserSettingScreen', () => {
  it('sends the edited information, and tells its frame of unsaved input until it is saved', async () => {
    const bodies = saveCalls();
    const { reports, Frame } = frameReports();
    // The play renames the admin and saves, then types again and resets.
    await playStory(SaveSuccess, { wrapper: Frame });
    expect(await Promise.all(bodies)).toEqual([
      {
        email: admin?.email,
        nickname: '牧场老张',
        countryRegion: 'china',
        area: 'hohhot',
        profile: admin?.introduction,
      },
    ]);
    // Typed → dirty; saved → clean (the saved values are the new start); typed again → dirty; Reset → clean.
    expect(reports.slice(-4)).toEqual([true, false, true, false]);
  });

  it('keeps the unsaved mark when saving fails', async () => {
    const { reports, Frame } = frameReports();
    await playStory(SaveError, { wrapper: Frame });
    expect(reports.at(-1)).toBe(true);
  });

  it('sends nothing while a required field is empty', async () => {
    const bodies = saveCalls();
    await playStory(ValidationErrors);
    expect(bodies).toEqual([]);
  });
});
