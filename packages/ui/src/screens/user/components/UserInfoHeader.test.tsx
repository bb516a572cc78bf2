import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import type { UserProfile } from '../../../auth/session';
import { demoUsers } from '../../../mocks/auth/auth.fixtures';
import { createPastureRuntime } from '../../../runtime/createPastureRuntime';
import { PastureProvider } from '../../../runtime/PastureProvider';
import { UserInfoHeader } from './UserInfoHeader';

function adminRecord(): UserProfile {
  const record = demoUsers.admin?.userInfo;
  if (!record) throw new Error('demoUsers must hold the admin.');
  return record;
}
/** The admin's record as the mock keeps it: names in Chinese, the language it was saved in. */
const chineseRecord = adminRecord();

function renderHeader(user: UserProfile) {
  const runtime = createPastureRuntime({ i18n: createI18n({ locale: 'en-US', persist: false }) });
  render(
    <PastureProvider runtime={runtime}>
      <UserInfoHeader user={user} />
    </PastureProvider>,
  );
  return screen.getByRole('list', { name: 'Profile' });
}

describe('UserInfoHeader', () => {
  it('names a known area, job and department in the interface language, whatever language the record is in', () => {
    const facts = renderHeader(chineseRecord);
    expect(facts).toHaveTextContent('Location: Hohhot');
    expect(facts).toHaveTextContent('Job: Farm manager');
    expect(facts).toHaveTextContent('Organization: Operations centre');
  });

  it('shows a code the library does not know as the record names it', () => {
    const facts = renderHeader({
      ...chineseRecord,
      location: 'lhasa',
      locationName: '拉萨',
      job: 'vet',
      jobName: 'Veterinarian',
      organization: 'qa',
      organizationName: 'Quality assurance',
    });
    expect(facts).toHaveTextContent('Location: 拉萨');
    expect(facts).toHaveTextContent('Job: Veterinarian');
    expect(facts).toHaveTextContent('Organization: Quality assurance');
  });
});
