// An operator's first week in the demo (role user): every page and shortcut offered opens a working page, a typed
// link to an admin page says why it landed elsewhere, Switch Roles gives an admin console whose blocks load, and a
// farm switch changes the farm-scoped pages' data.
import { ACCESS_MOCK_MESSAGES } from '../../packages/ui/src/mocks/access.messages';
import { demoFarms, demoUsers } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { accountMenuItem, openAs, pickInTopMenu } from './support/console';
import { expect, test } from './support/test';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

/** The pages contract §2 opens to every role, as the operator's menu offers them. */
const operatorPages = [
  '/product/shop-window',
  '/dashboard/workplace',
  '/list/search-table',
  '/list/card',
  '/exception/404',
  '/exception/500',
  '/user/info',
  '/user/setting',
];

test.use({ session: 'user' });

test('every page and quick link the operator is offered opens and loads; an admin page typed in says why', async ({
  page,
}) => {
  test.slow();
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refusals.push(new URL(response.url()).pathname);
  });

  await openAs(page, 'user', '/dashboard/workplace');
  const quick = page.getByRole('list').filter({
    has: page.getByRole('button', { name: zh('workplace.quick.contentManagement') }),
  });
  await expect(quick.getByRole('button')).toHaveCount(2);
  await quick.getByRole('button', { name: zh('workplace.quick.onlinePromotion') }).click();
  await expect(page).toHaveURL(/\/list\/card$/);

  for (const path of operatorPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('status').filter({ hasText: zh('shell.access.landed') }),
    ).toHaveCount(0);
    await expect(page.getByText(ACCESS_MOCK_MESSAGES.noPermission)).toHaveCount(0);
  }
  expect(refusals).toEqual([]);

  // A bookmarked admin page: the first page the role may open, which says why, once.
  await page.goto('/dashboard/monitor');
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  const notice = page.getByRole('status').filter({ hasText: zh('shell.access.landed') });
  await expect(notice).toContainText(
    zh('shell.access.needsRole', {
      page: zh('menu.dashboard.monitor'),
      roles: zh('shell.access.roles.admin'),
    }),
  );
  await pickInTopMenu(page, 'menu.list', 'menu.list.searchTable');
  await expect(page).toHaveURL(/\/list\/search-table$/);
  await expect(notice).toHaveCount(0);
});

test('Switch Roles gives a working admin console, and a farm switch changes the search table', async ({
  page,
}) => {
  test.slow();
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refusals.push(new URL(response.url()).pathname);
  });
  await openAs(page, 'user', '/list/search-table');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const homeRow = await firstRow.textContent();

  // The operator's other farm: its own content sets.
  const [home] = demoFarms;
  const other = demoFarms.find(
    (farm) => farm.FarmId !== home?.FarmId && demoUsers.operator?.farmIds.includes(farm.FarmId),
  );
  if (!home || !other) throw new Error('The operator needs two demo farms.');
  await page
    .getByRole('button', { name: zh('navbar.farm.trigger', { name: home.FarmName }) })
    .click();
  await page
    .getByRole('list', { name: zh('navbar.farm.list') })
    .getByRole('button', { name: new RegExp(other.FarmName) })
    .click();
  await expect(
    page.getByRole('button', { name: zh('navbar.farm.trigger', { name: other.FarmName }) }),
  ).toBeVisible();
  await expect.poll(() => firstRow.textContent()).not.toBe(homeRow);

  await accountMenuItem(page, 'user', 'switchRoles');
  for (const [group, item, path] of [
    ['menu.dashboard', 'menu.dashboard.monitor', '/dashboard/monitor'],
    ['menu.visualization', 'menu.visualization.dataAnalysis', '/visualization/data-analysis'],
    ['menu.profile', 'menu.profile.basic', '/profile/basic'],
  ] as const) {
    await pickInTopMenu(page, group, item);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(ACCESS_MOCK_MESSAGES.noPermission)).toHaveCount(0);
  }
  expect(refusals).toEqual([]);
});
