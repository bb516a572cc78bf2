import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../mocks/auth/auth.fixtures';
import { PastureTestProvider } from '../../../testing';
import { UserInfoHeader } from './UserInfoHeader';

// A known area, job or department is named in the interface language: the user info stories check that (Default,
// played in English, reads the Chinese record in English). No mock answers with a code the library does not know;
// this rule is here.
describe('UserInfoHeader', () => {
  it('shows a code the library does not know as the record names it', () => {
    const record = demoUsers.admin?.userInfo;
    if (!record) throw new Error('demoUsers must hold the admin.');
    render(
      <PastureTestProvider>
        <UserInfoHeader
          user={{
            ...record,
            location: 'lhasa',
            locationName: '拉萨',
            job: 'vet',
            jobName: 'Veterinarian',
            organization: 'qa',
            organizationName: 'Quality assurance',
          }}
        />
      </PastureTestProvider>,
    );
    const facts = screen.getByRole('list', { name: 'Profile' });
    expect(facts).toHaveTextContent('Location: 拉萨');
    expect(facts).toHaveTextContent('Job: Veterinarian');
    expect(facts).toHaveTextContent('Organization: Quality assurance');
  });
});
