import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { accountMenuItem, demoAccount, openAs, toast } from './support/console';
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

  test('step form: Next on an empty step names every missing field; a valid channel is submitted and the finish step says so', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/form/step');
    await page.getByRole('button', { name: zh('stepForm.actions.next') }).click();
    const messages = page.getByRole('alert').filter({ hasText: /./ });
    await expect(messages).toHaveText([
      zh('stepForm.errors.activityNameRequired'),
      zh('stepForm.errors.channelTypeRequired'),
      zh('stepForm.errors.promotionTimeRequired'),
      zh('stepForm.errors.promoteLinkRequired'),
    ]);
    await expect(page.getByRole('textbox', { name: field('activityName') })).toBeFocused();

    // A wrong value says what is wrong with it.
    await page.getByRole('textbox', { name: field('activityName') }).fill('春季 推广!');
    await expect(page.getByText(zh('stepForm.errors.activityNamePattern'))).toBeVisible();
    await page.getByRole('textbox', { name: field('promoteLink') }).fill('pasture.example.com');
    await expect(page.getByText(zh('stepForm.errors.promoteLinkPattern'))).toBeVisible();

    await page.getByRole('textbox', { name: field('activityName') }).clear();
    await fillBasicStep(page);
    await page.getByRole('button', { name: zh('stepForm.actions.submit') }).click();
    await expect(messages).toHaveText([
      zh('stepForm.errors.advertisingSourceRequired'),
      zh('stepForm.errors.advertisingMediaRequired'),
      zh('stepForm.errors.keywordRequired'),
      zh('stepForm.errors.advertisingContentRequired'),
    ]);
    await fillChannelStep(page);
    await page.getByRole('button', { name: zh('stepForm.actions.submit') }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: zh('stepForm.finish.title') }),
    ).toBeVisible();
    expect(zh('stepForm.finish.title')).toBe('表单提交成功！');
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

  test("step form: a submit refused for its session ('not logged in') keeps every value through an in-place re-login, and the submit goes through after it", async ({
    page,
  }) => {
    await openAs(page, 'admin', '/form/step');
    await fillBasicStep(page);
    await fillChannelStep(page);

    // The server no longer accepts the token (it expired, or was revoked elsewhere).
    await page.evaluate(() => {
      const token = window.localStorage.getItem('token') ?? '';
      window.localStorage.setItem('token', `${token.slice(0, -4)}0000`);
    });
    const submits: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/channel-form/submit')) submits.push(request);
    });
    await page.getByRole('button', { name: zh('stepForm.actions.submit') }).click();

    // The submit is a debug-envelope call: the server refuses the token with code 50008 (contract §8), and the
    // client asks to log in again ('Confirm logout').
    const prompt = page.getByRole('alertdialog', { name: zh('api.session.titleLogout') });
    await prompt.getByRole('button', { name: zh('api.session.relogin') }).click();
    const relogin = page.getByRole('dialog', { name: zh('api.session.reloginTitle') });
    const { mobile, password } = demoAccount('admin');
    await relogin.getByRole('textbox', { name: zh('login.mobile') }).fill(mobile);
    await relogin.getByLabel(new RegExp(`^\\*?${zh('login.password')}$`)).fill(password);
    await relogin.getByRole('button', { name: zh('api.session.reloginSubmit') }).click();

    // Same page; the refused submit was sent again, with every value, and went through.
    await expect(
      page.getByRole('heading', { level: 2, name: zh('stepForm.finish.title') }),
    ).toBeVisible();
    await expect(relogin).toHaveCount(0);
    await expect(page).toHaveURL(/\/form\/step$/);
    expect(submits).toHaveLength(2);
    const [refused, retried] = submits.map((request) => request.postDataJSON() as unknown);
    expect(refused).toEqual(validChannelForm);
    expect(retried).toEqual(validChannelForm);
    // What was sent is shown back on the finish step.
    await expect(page.getByText(validChannelForm.advertisingContent)).toBeVisible();
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

  test('group form: 31 fps and 100 bps are refused (moved to the bound, with the reason); the edge values are accepted and submitted', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/form/group');
    const number = (name: string) =>
      page.getByRole('spinbutton', { name: zh(`groupForm.fields.${name}`) });
    const enter = async (name: string, value: string) => {
      // Emptied first, as a user selects and retypes: the box forgets an earlier adjustment.
      await number(name).clear();
      await number(name).fill(value);
      await number(name).press('Tab');
    };

    await enter('acquisitionFrameRate', '31');
    await expect(number('acquisitionFrameRate')).toHaveValue('30');
    await expect(
      page.getByText(text('zh-CN', 'dataComponents.inputNumber.clampedMax', { value: '30' })),
    ).toBeVisible();
    await enter('encodingRateMin', '100');
    await expect(number('encodingRateMin')).toHaveValue('150');
    await expect(
      page.getByText(text('zh-CN', 'dataComponents.inputNumber.clampedMin', { value: '150' })),
    ).toBeVisible();

    await enter('acquisitionFrameRate', '1');
    await enter('encodingFrameRate', '30');
    await enter('encodingRateMin', '150');
    await enter('encodingRateMax', '1800');
    await enter('encodingRateDefault', '1800');
    for (const name of [
      'acquisitionFrameRate',
      'encodingFrameRate',
      'encodingRateMin',
      'encodingRateMax',
    ]) {
      await expect(number(name)).toHaveAccessibleDescription(
        zh(`groupForm.hints.${name.includes('FrameRate') ? 'frameRate' : 'encodingRate'}`),
      );
    }

    const submitted = page.waitForRequest((request) =>
      request.url().endsWith('/api/group-form/submit'),
    );
    await page.getByRole('button', { name: zh('groupForm.actions.submit') }).click();
    const body = (await submitted).postDataJSON() as {
      video: { acquisition: { frameRate: number }; encoding: { frameRate: number; rate: unknown } };
    };
    expect(body.video.acquisition.frameRate).toBe(1);
    expect(body.video.encoding.frameRate).toBe(30);
    expect(body.video.encoding.rate).toEqual({ min: 150, max: 1800, default: 1800 });
    await expect(page.getByText(zh('groupForm.submitted')).first()).toBeVisible();
    expect(zh('groupForm.submitted')).toBe('表单提交成功！');
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

  test('Switch Roles opens the admin forms to an operator, but the server refuses the submits: a toast says so and every value stays', async ({
    page,
    expectConsole,
  }) => {
    // Chromium reports each refused submit itself.
    expectConsole(/status of 403 \(Forbidden\)/);
    await openAs(page, 'user');
    // The UI's role only (contract §4): the menu offers the forms now; a reload would bring the account's role back.
    await accountMenuItem(page, 'user', 'switchRoles');
    const openForm = async (name: 'group' | 'step', { leavingInput = false } = {}) => {
      await page.getByRole('button', { name: zh('menu.form'), exact: true }).click();
      await page.getByRole('menuitem', { name: zh(`menu.form.${name}`) }).click();
      if (leavingInput) {
        await page
          .getByRole('alertdialog', { name: zh('tabBar.unsaved.title') })
          .getByRole('button', { name: zh('tabBar.unsaved.confirmLeave') })
          .click();
      }
      await expect(page).toHaveURL(new RegExp(`/form/${name}$`));
    };
    const refusal = toast(page, mockMessageIn(ACCESS_MOCK_MESSAGES.noPermission, 'zh-CN'));

    await openForm('group');
    const description = page.getByRole('textbox', { name: zh('groupForm.fields.description') });
    await description.fill('东区牛舍的摄像头');
    await page.getByRole('button', { name: zh('groupForm.actions.submit') }).click();
    await expect(refusal).toBeVisible();
    await expect(description).toHaveValue('东区牛舍的摄像头');
    await expect(page.getByText(zh('groupForm.submitted'))).toHaveCount(0);

    await openForm('step', { leavingInput: true });
    await fillBasicStep(page);
    await fillChannelStep(page);
    await page.getByRole('button', { name: zh('stepForm.actions.submit') }).click();
    await expect(refusal.first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: field('advertisingContent') })).toHaveValue(
      validChannelForm.advertisingContent,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: zh('stepForm.finish.title') }),
    ).toHaveCount(0);
  });
});
