import { inContentArea } from '../../support/contentArea';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserSettingScreen } from '@pasture/ui/screens/user';
import { AVATAR_MAX_BYTES } from '@pasture/ui/internal';
import { demoUsers } from '@pasture/ui/testing';
import { USER_MOCK_MESSAGES, userScenarios } from '@pasture/ui/mocks';
import { withLoggedIn } from '../../support/loggedIn';
import { storyLocale, text, serverText } from '../../support/texts';
import { userFixturesIn } from '../../../packages/ui/src/screens/user/user.fixtures';

function adminInfo() {
  const info = demoUsers.admin?.userInfo;
  if (!info) throw new Error('demoUsers must hold the admin account.');
  return info;
}
const admin = adminInfo();

const meta = {
  title: 'Screens/User/Setting',
  component: UserSettingScreen,
  decorators: [inContentArea],
} satisfies Meta<typeof UserSettingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts and the open select list are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const loggedIn = [withLoggedIn('admin')];

/** A small valid image (an SVG) as the user would pick it. */
function svgFile(name = 'cow.svg') {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#00B42A"/></svg>';
  return new File([svg], name, { type: 'image/svg+xml' });
}

export const Default: Story = {
  tags: ['visual-en'],
  decorators: loggedIn,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: text('user.setting.form.email') }),
    ).toHaveValue(admin.email);
    await expect(
      canvas.getByRole('textbox', { name: text('user.setting.form.nickname') }),
    ).toHaveValue(admin.name);
    await expect(
      canvas.getByRole('combobox', { name: text('user.setting.form.countryRegion') }),
    ).toHaveTextContent(text('user.regions.china'));
    await expect(
      canvas.getByRole('combobox', { name: text('user.setting.form.area') }),
    ).toHaveTextContent(text('user.areas.hohhot'));
    const profile = canvas.getByRole('textbox', { name: text('user.setting.form.profile') });
    await expect(profile).toHaveValue(admin.introduction);
    await expect(canvas.getByText(`${admin.introduction?.length ?? 0}/200`)).toBeVisible();
    await expect(profile).toHaveAccessibleDescription(
      text('components.characterCount', { length: admin.introduction?.length ?? 0, max: 200 }),
    );

    const summary = canvas.getByRole('region', { name: text('user.setting.summary.label') });
    await expect(summary).toHaveTextContent(text('user.setting.summary.userName') + admin.name);
    await expect(summary).toHaveTextContent(`${text('user.setting.summary.accountId')}10001`);
    await expect(summary).toHaveTextContent(`${text('user.setting.summary.phone')}138****0001`);
    await expect(within(summary).getByText(text('user.certified'))).toBeVisible();
    await expect(
      within(summary).getByLabelText(text('user.setting.avatar.change')),
    ).toHaveAttribute('accept', 'image/*');

    await expect(
      canvas.getByRole('tab', { name: text('user.setting.tabs.basic') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('button', { name: text('user.setting.form.save') }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: text('dataComponents.dataTable.reset') }),
    ).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  tags: ['edge-case', '!autodocs'],
  // Logged out: the form starts empty, so every required field can be shown failing.
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('user.noUser'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('user.setting.form.save') }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      text('user.setting.errors.emailRequired'),
      text('user.setting.errors.nicknameRequired'),
      text('user.setting.form.countryRegionPlaceholder'),
      text('user.setting.form.areaPlaceholder'),
    ]);
    for (const alert of alerts) await expect(alert).toBeVisible();
    const email = canvas.getByRole('textbox', { name: text('user.setting.form.email') });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('combobox', { name: text('user.setting.form.countryRegion') }),
    ).toHaveAccessibleDescription(text('user.setting.form.countryRegionPlaceholder'));
    await expect(
      canvas.getByRole('combobox', { name: text('user.setting.form.area') }),
    ).toHaveAttribute('aria-invalid', 'true');

    // The email is also checked for its format.
    await userEvent.type(email, 'zhang');
    await expect(await canvas.findByText(text('user.setting.errors.emailInvalid'))).toBeVisible();
    await userEvent.type(email, '@pasture.example.com');
    await waitFor(() =>
      expect(canvas.queryByText(text('user.setting.errors.emailInvalid'))).toBeNull(),
    );
  },
};

export const ProfileTooLong: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('textbox', { name: text('user.setting.form.profile') });
    await userEvent.clear(profile);
    await userEvent.paste('牧'.repeat(201));
    await expect(profile).toHaveValue('牧'.repeat(201));
    await expect(canvas.getByText('201/200')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: text('user.setting.form.save') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('user.setting.errors.profileMax'));
    await expect(profile).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(profile, '{Backspace}');
    await expect(canvas.getByText('200/200')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const SaveSuccess: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    const nickname = await canvas.findByRole('textbox', {
      name: text('user.setting.form.nickname'),
    });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '牧场老张');
    await userEvent.click(canvas.getByRole('button', { name: text('user.setting.form.save') }));
    const toast = await page(canvasElement).findByText(text('user.setting.form.saved'));
    await waitFor(() => expect(toast).toBeVisible());
    await expect(nickname).toHaveValue('牧场老张');

    // What was saved is the new starting point: Reset goes back to it, not to the old name.
    await userEvent.type(nickname, '二号');
    await userEvent.click(
      canvas.getByRole('button', { name: text('dataComponents.dataTable.reset') }),
    );
    await expect(nickname).toHaveValue('牧场老张');
  },
};

export const SaveError: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.saveError } } },
  play: async ({ canvas, canvasElement }) => {
    const nickname = await canvas.findByRole('textbox', {
      name: text('user.setting.form.nickname'),
    });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '牧场老张');
    const profile = canvas.getByRole('textbox', { name: text('user.setting.form.profile') });
    await userEvent.type(profile, '兼管青贮。');
    await userEvent.click(canvas.getByRole('button', { name: text('user.setting.form.save') }));

    // The API client toasts the server's message; nothing typed is lost.
    const toast = await page(canvasElement).findByText(serverText(USER_MOCK_MESSAGES.saveFailed));
    await waitFor(() => expect(toast).toBeVisible());
    await expect(nickname).toHaveValue('牧场老张');
    await expect(profile).toHaveValue(`${admin.introduction ?? ''}兼管青贮。`);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: text('user.setting.form.save') }),
      ).not.toHaveAttribute('aria-busy'),
    );
    await expect(page(canvasElement).queryByText(text('user.setting.form.saved'))).toBeNull();
  },
};

export const AreaFollowsCountryAndReset: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    const country = await canvas.findByRole('combobox', {
      name: text('user.setting.form.countryRegion'),
    });
    const area = canvas.getByRole('combobox', { name: text('user.setting.form.area') });
    await userEvent.click(country);
    await userEvent.click(
      await page(canvasElement).findByRole('option', { name: text('user.regions.newZealand') }),
    );
    // The page takes pointer input again once the list has closed.
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(country).toHaveTextContent(text('user.regions.newZealand'));
    // The old area belongs to China: it is cleared, and the list now offers New Zealand's areas.
    await expect(area).toHaveTextContent(text('user.setting.form.areaPlaceholder'));
    await userEvent.click(area);
    const options = await page(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      text('user.areas.waikato'),
      text('user.areas.canterbury'),
    ]);
    await userEvent.click(
      page(canvasElement).getByRole('option', { name: text('user.areas.canterbury') }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(area).toHaveTextContent(text('user.areas.canterbury'));

    const email = canvas.getByRole('textbox', { name: text('user.setting.form.email') });
    await userEvent.clear(email);
    await userEvent.type(email, 'muyuan@farm.example.com');
    await userEvent.click(
      canvas.getByRole('button', { name: text('dataComponents.dataTable.reset') }),
    );
    await expect(email).toHaveValue(admin.email);
    await expect(country).toHaveTextContent(text('user.regions.china'));
    await expect(area).toHaveTextContent(text('user.areas.hohhot'));
  },
};

export const KeepsInputAcrossTabs: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  play: async ({ canvas }) => {
    const nickname = await canvas.findByRole('textbox', {
      name: text('user.setting.form.nickname'),
    });
    await userEvent.type(nickname, '（牧场经理）');
    await userEvent.click(canvas.getByRole('tab', { name: text('user.certification.title') }));
    await expect(
      await canvas.findByRole('table', { name: text('user.certification.records.title') }),
    ).toBeVisible();
    await expect(nickname).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: text('user.setting.tabs.basic') }));
    await expect(
      canvas.getByRole('textbox', { name: text('user.setting.form.nickname') }),
    ).toHaveValue(`${admin.name}（牧场经理）`);
  },
};

export const CertificationTab: Story = {
  decorators: loggedIn,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('tab', { name: text('user.certification.title') }),
    );
    await expect(
      canvas.getByRole('tab', { name: text('user.certification.title') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: text('user.certification.enterprise.title'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(userFixturesIn(storyLocale()).certification.enterpriseInfo!.enterpriseName),
    ).toBeVisible();
    const records = canvas.getByRole('table', { name: text('user.certification.records.title') });
    await expect(within(records).getAllByRole('row')).toHaveLength(4);
    await expect(
      within(records).getAllByText(text('user.certification.status.passed')),
    ).toHaveLength(2);
  },
};

export const CertificationError: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.certificationError } } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('tab', { name: text('user.certification.title') }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      text('components.loadFailed', { section: text('user.certification.title') }),
    );
    await expect(
      within(alert).getByRole('button', { name: text('components.retry') }),
    ).toBeVisible();
  },
};

export const CertificationLoading: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.slow } } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('tab', { name: text('user.certification.title') }),
    );
    await expect(
      await canvas.findByRole('status', { name: text('components.loading') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('table', { name: text('user.certification.records.title') }),
    ).toBeNull();
  },
};

export const CertificationEmpty: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.empty } } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('tab', { name: text('user.certification.title') }),
    );
    await expect(await canvas.findByText(text('user.certification.empty'))).toBeVisible();
  },
};

export const UploadSuccess: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    const input = await canvas.findByLabelText(text('user.setting.avatar.change'));
    await expect(input).toHaveAccessibleDescription(text('user.setting.avatar.hint'));
    await userEvent.upload(input, svgFile());
    const toast = await page(canvasElement).findByText(text('user.setting.avatar.uploaded'));
    await waitFor(() => expect(toast).toBeVisible());
    await expect(input).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const UploadPending: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.uploadSlow } } },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText(text('user.setting.avatar.change'));
    await userEvent.upload(input, svgFile());
    await expect(await canvas.findByText(text('user.setting.avatar.uploading'))).toBeVisible();
    await expect(input).toBeDisabled();
  },
};

export const UploadError: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  parameters: { msw: { handlers: { user: userScenarios.uploadError } } },
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText(text('user.setting.avatar.change'));
    await userEvent.upload(input, svgFile());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('user.setting.avatar.failed'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeEnabled();
  },
};

export const UploadRejectsOtherFiles: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  play: async ({ canvas }) => {
    // The picker's `accept` is only a hint; a file from elsewhere (drag and drop, "all files") is checked too.
    const user = userEvent.setup({ applyAccept: false });
    const input = await canvas.findByLabelText(text('user.setting.avatar.change'));
    await user.upload(input, new File(['herd notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('user.setting.avatar.notImage'),
    );

    const large = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'barn.png', {
      type: 'image/png',
    });
    await user.upload(input, large);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('user.setting.avatar.tooLarge'),
    );
    await expect(canvas.queryByText(text('user.setting.avatar.uploading'))).toBeNull();
  },
};
