import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accountMenuItem, openAs, toast } from './support/console';
import { ACCESS_MOCK_MESSAGES } from '../../packages/ui/src/mocks/access.messages';
import { mockMessageIn } from '../../packages/ui/src/mocks/locale';
import { text } from './support/texts';
import { validChannelForm } from '../../packages/ui/src/screens/form/step-form/stepForm.fixtures';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);
const field = (name: string) => zh(`stepForm.fields.${name}`);

/** A text with `{{placeholders}}` as a pattern that takes anything in their place. */
function pattern(template: string): RegExp {
  const parts = template
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).first().click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The first step of the step form, typed from the fixture's channel, then Next. */
async function fillBasicStep(page: Page) {
  const channel = validChannelForm;
  await page.getByRole('textbox', { name: field('activityName') }).fill(channel.activityName);
  await chooseOption(page, field('channelType'), zh('stepForm.fields.channelTypes.webDomain'));
  await page.getByRole('textbox', { name: field('promotionTime') }).fill(channel.promotionTime[0]);
  await page.keyboard.press('Enter');
  await page
    .getByRole('textbox', { name: text('zh-CN', 'dataComponents.datePicker.end') })
    .fill(channel.promotionTime[1]);
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: field('promoteLink') }).fill(channel.promoteLink);
  await page.getByRole('button', { name: zh('stepForm.actions.next') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: zh('stepForm.sections.channel') }),
  ).toBeVisible();
}

async function fillChannelStep(page: Page) {
  const channel = validChannelForm;
  await page
    .getByRole('textbox', { name: field('advertisingSource') })
    .fill(channel.advertisingSource);
  await page
    .getByRole('textbox', { name: field('advertisingMedia') })
    .fill(channel.advertisingMedia);
  await page.getByRole('textbox', { name: field('keyword') }).fill(channel.keyword);
  await page
    .getByRole('textbox', { name: field('advertisingContent') })
    .fill(channel.advertisingContent);
}

test.describe('as admin', () => {
  test.use({ session: 'admin' });

  test('step form: a valid channel is submitted, and View result on the finish step opens the success page', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/form/step');
    await fillBasicStep(page);
    await fillChannelStep(page);
    await page.getByRole('button', { name: zh('stepForm.actions.submit') }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: zh('stepForm.finish.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: zh('stepForm.actions.viewResult') }).click();
    await expect(page).toHaveURL(/\/result\/success$/);
    await expect(
      page.getByRole('heading', { level: 1, name: zh('result.success.title') }),
    ).toBeVisible();
  });

  test('step form: a reload in the middle of the second step brings the draft back, with a notice and a way to discard it', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/form/step');
    await fillBasicStep(page);
    await page.getByRole('textbox', { name: field('advertisingSource') }).fill('牧业周刊');

    await page.reload();
    await expect(page.getByText(pattern(zh('stepForm.draft.restored')))).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: zh('stepForm.sections.channel') }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: field('advertisingSource') })).toHaveValue(
      '牧业周刊',
    );
    await page.getByRole('button', { name: zh('stepForm.actions.previous') }).click();
    await expect(page.getByRole('textbox', { name: field('activityName') })).toHaveValue(
      validChannelForm.activityName,
    );
    await expect(page.getByRole('textbox', { name: field('promotionTime') })).toHaveValue(
      validChannelForm.promotionTime[0],
    );

    await page.getByRole('button', { name: zh('stepForm.draft.discard') }).click();
    await expect(page.getByRole('textbox', { name: field('activityName') })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('textbox', { name: field('activityName') })).toHaveValue('');
    await expect(page.getByText(pattern(zh('stepForm.draft.restored')))).toHaveCount(0);
  });

  test('step form with the tab bar: a tab switch keeps the input, and closing its tab asks first', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/form/step');
    // The tab bar, turned on through the settings drawer as a user does.
    await page.getByRole('button', { name: zh('settings.open') }).click();
    const drawer = page.getByRole('dialog', { name: zh('settings.title') });
    await drawer.getByRole('switch', { name: zh('settings.tabBar'), exact: true }).click();
    await drawer
      .getByRole('button', { name: zh('settings.close') })
      .first()
      .click();
    await expect(drawer).toHaveCount(0);
    const tabs = page.getByRole('tablist', { name: zh('tabBar.label') });

    await fillBasicStep(page);
    await page.getByRole('textbox', { name: field('keyword') }).fill('青贮');
    // The home tab (the landing page, workplace) is always there.
    await tabs.getByRole('tab', { name: new RegExp(zh('menu.dashboard.workplace')) }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await tabs.getByRole('tab', { name: new RegExp(zh('menu.form.step')) }).click();
    await expect(page.getByRole('textbox', { name: field('keyword') })).toHaveValue('青贮');

    await page
      .getByRole('button', { name: zh('tabBar.close', { title: zh('menu.form.step') }) })
      .click();
    const question = page.getByRole('alertdialog', { name: zh('tabBar.unsaved.title') });
    await question.getByRole('button', { name: zh('components.cancel') }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: field('keyword') })).toHaveValue('青贮');
  });

  test('group form without the tab bar: leaving with typed input asks first; staying keeps it, leaving goes', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/form/group');
    const description = page.getByRole('textbox', { name: zh('groupForm.fields.description') });
    await description.fill('东区牛舍的摄像头');
    const openWorkplace = async () => {
      await page.getByRole('button', { name: zh('menu.dashboard'), exact: true }).click();
      await page.getByRole('menuitem', { name: zh('menu.dashboard.workplace') }).click();
    };
    await openWorkplace();
    const question = page.getByRole('alertdialog', { name: zh('tabBar.unsaved.title') });
    await expect(question).toContainText(zh('menu.form.group'));
    await question.getByRole('button', { name: zh('components.cancel') }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/form\/group$/);
    await expect(description).toHaveValue('东区牛舍的摄像头');

    await openWorkplace();
    await question.getByRole('button', { name: zh('tabBar.unsaved.confirmLeave') }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  });
});

test.describe('as user', () => {
  test.use({ session: 'user' });

  test('the user role is kept off the step form, group form, basic profile and both result pages', async ({
    page,
  }) => {
    for (const path of [
      '/form/step',
      '/form/group',
      '/profile/basic',
      '/result/success',
      '/result/error',
    ]) {
      await openAs(page, 'user', path);
      // The first page every role may open (contract §6).
      await expect(page, path).toHaveURL(/\/product\/shop-window$/);
    }
    await expect(page.getByRole('heading', { name: zh('stepForm.title') })).toHaveCount(0);
  });

  test('Switch Roles opens the admin forms to an operator, and the demo server takes their submits as the admin role', async ({
    page,
  }) => {
    await openAs(page, 'user');
    // contract §4, §10.3: in the demo the servers answer as the role switched to, for that page's session.
    await accountMenuItem(page, 'user', 'switchRoles');
    const openForm = async (name: 'group' | 'step') => {
      await page.getByRole('button', { name: zh('menu.form'), exact: true }).click();
      await page.getByRole('menuitem', { name: zh(`menu.form.${name}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/form/${name}$`));
    };
    const refusal = toast(page, mockMessageIn(ACCESS_MOCK_MESSAGES.noPermission, 'zh-CN'));

    await openForm('group');
    await page
      .getByRole('textbox', { name: zh('groupForm.fields.description') })
      .fill('东区牛舍的摄像头');
    await page.getByRole('button', { name: zh('groupForm.actions.submit') }).click();
    await expect(page.getByText(zh('groupForm.submitted')).first()).toBeVisible();

    await openForm('step');
    await fillBasicStep(page);
    await fillChannelStep(page);
    await page.getByRole('button', { name: zh('stepForm.actions.submit') }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: zh('stepForm.finish.title') }),
    ).toBeVisible();
    await expect(refusal).toHaveCount(0);
  });
});
