import { inContentArea } from '../../support/contentArea';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserInfoScreen } from '@pasture/ui/screens/user';
import { userScenarios } from '@pasture/ui/mocks';
import { demoAccountOf, withLoggedIn } from '../../support/loggedIn';
import { storyLocale, text, textStartPattern } from '../../support/texts';
import { userFixturesIn } from '../../../packages/ui/src/screens/user/user.fixtures';

const admin = demoAccountOf('admin');
const operator = demoAccountOf('user');

const meta = {
  title: 'Screens/User/Info',
  component: UserInfoScreen,
  decorators: [withLoggedIn('admin'), inContentArea],
} satisfies Meta<typeof UserInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user centre's answers as the mock gives them in the play's language. */
const fixtures = () => userFixturesIn(storyLocale());
const firstProject = () => fixtures().myProjects[0]!.name;
const firstActivity = () => fixtures().latestActivities[0]!.title;
const firstTeam = () => fixtures().myTeams[0]!.name;

/** The five blocks that load their own data, by the title of their card. */
const blockTitles = () =>
  [
    text('user.info.projects.title'),
    text('user.info.activity.title'),
    text('user.info.teams.title'),
    text('user.info.visits.title'),
    text('user.certification.title'),
  ] as const;

export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    await expect(canvas.getByText(text('user.certified'))).toBeVisible();
    // The record names its area, job and department in Chinese; the page names them in its own language.
    const facts = canvas.getByRole('list', { name: text('user.info.profileLabel') });
    await expect(facts).toHaveTextContent(`${text('user.info.accountId')}: 10001`);
    await expect(facts).toHaveTextContent(
      `${text('user.info.registrationDate')}: 2021-03-15 09:30:00`,
    );
    await expect(facts).toHaveTextContent(
      `${text('user.info.location')}: ${text('user.areas.hohhot')}`,
    );
    await expect(facts).toHaveTextContent(`${text('user.info.job')}: ${text('user.jobs.manager')}`);
    await expect(facts).toHaveTextContent(
      `${text('user.info.organization')}: ${text('user.organizations.operations')}`,
    );

    for (const title of blockTitles()) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      await canvas.findByRole('heading', { level: 3, name: firstProject() }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('img', { name: textStartPattern('user.info.projects.contributors') }),
    ).toHaveLength(fixtures().myProjects.length);
    await expect(
      canvas.getByText(text('user.info.projects.people', { number: 128 })),
    ).toBeVisible();
    await expect(await canvas.findByText(firstActivity())).toBeVisible();
    await expect(await canvas.findByText(firstTeam())).toBeVisible();
    await expect(canvas.getByText(text('user.info.teams.members', { number: 44 }))).toBeVisible();
    await expect(
      await canvas.findByText(
        text('user.info.visits.growth', {
          direction: text('user.info.visits.up'),
          percent: '206.32%',
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        text('user.info.visits.growth', {
          direction: text('user.info.visits.down'),
          percent: '12.5%',
        }),
      ),
    ).toBeVisible();
    // The mock answers in the request's language: the visit counters' names too.
    for (const { name } of fixtures().userVisits)
      await expect(canvas.getByText(name)).toBeVisible();

    const records = await canvas.findByRole('table', {
      name: text('user.certification.records.title'),
    });
    await expect(within(records).getAllByRole('row')).toHaveLength(
      fixtures().certification.record.length + 1,
    );
    await expect(
      within(records).getByRole('rowheader', {
        name: fixtures().certification.record[1]!.certificationContent,
      }),
    ).toBeVisible();
    await expect(
      within(records).getByText(text('user.certification.status.auditing')),
    ).toBeVisible();
    await expect(
      canvas.getByText(fixtures().certification.enterpriseInfo!.enterpriseName),
    ).toBeVisible();
    await expect(
      canvas.getByText(text('user.certification.accountTypes.enterprise')),
    ).toBeVisible();
    await expect(
      canvas.queryAllByRole('status', { name: text('components.loading') }),
    ).toHaveLength(0);
  },
};

export const NotCertifiedUser: Story = {
  decorators: [withLoggedIn('user')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: operator.name }),
    ).toBeVisible();
    await expect(canvas.getByText(text('user.notCertified'))).toBeVisible();
    const facts = canvas.getByRole('list', { name: text('user.info.profileLabel') });
    await expect(facts).toHaveTextContent(
      `${text('user.info.job')}: ${text('user.jobs.operator')}`,
    );
    await expect(facts).toHaveTextContent(
      `${text('user.info.location')}: ${text('user.areas.yinchuan')}`,
    );
    await expect(facts).toHaveTextContent(
      `${text('user.info.organization')}: ${text('user.organizations.production')}`,
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: userScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: text('components.loading') });
    await expect(skeletons).toHaveLength(blockTitles().length);
    for (const skeleton of skeletons) await expect(skeleton).toBeVisible();
    // The header comes from the session and is there at once.
    await expect(canvas.getByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    await expect(
      canvas.queryByRole('table', { name: text('user.certification.records.title') }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { user: userScenarios.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('user.info.projects.empty'))).toBeVisible();
    await expect(await canvas.findByText(text('user.info.activity.empty'))).toBeVisible();
    await expect(await canvas.findByText(text('user.info.teams.empty'))).toBeVisible();
    await expect(await canvas.findByText(text('user.info.visits.empty'))).toBeVisible();
    await expect(await canvas.findByText(text('user.certification.empty'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: admin.name })).toBeVisible();
    await expect(
      canvas.queryByRole('table', { name: text('user.certification.records.title') }),
    ).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { user: userScenarios.serverError } } },
  play: async ({ canvas }) => {
    for (const title of blockTitles()) {
      await expect(
        await canvas.findByText(text('components.loadFailed', { section: title })),
      ).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: text('components.retry') })).toHaveLength(
      blockTitles().length,
    );
    // One failing call per block, never a blank page: the header is still there.
    await expect(canvas.getByRole('heading', { level: 1, name: admin.name })).toBeVisible();

    const teamsError = canvas
      .getAllByRole('alert')
      .find((alert) =>
        within(alert).queryByText(
          text('components.loadFailed', { section: text('user.info.teams.title') }),
        ),
      );
    if (!teamsError) throw new Error('The teams error is not announced as an alert.');
    await userEvent.click(
      within(teamsError).getByRole('button', { name: text('components.retry') }),
    );
    // The server still fails: the block asks again and shows the error again.
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('user.info.teams.title') }),
      ),
    ).toBeVisible();
  },
};

export const CertificationError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { user: userScenarios.certificationError } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('user.certification.title') }),
      ),
    ).toBeVisible();
    await expect(await canvas.findByText(firstTeam())).toBeVisible();
    await expect(canvas.getByText(firstActivity())).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(1));
  },
};
