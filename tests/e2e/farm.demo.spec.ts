import { demoFarms } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { contentDataOfFarm } from '../../packages/ui/src/screens/dashboard/workplace/workplace.fixtures';
import { formatYuan } from '../../packages/ui/src/screens/dashboard/workplace/workplace.format';
import { expect, test } from './support/test';
import { openAs, pickInTopMenu } from './support/console';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

test.use({ session: 'admin' });

/** The balance the workplace shows for a farm, as the page formats it. */
function balanceOf(farmId: number): string {
  const overview = contentDataOfFarm(farmId).overview;
  if (!overview) throw new Error(`The demo farm ${farmId} has no overview.`);
  return formatYuan('zh-CN', overview.balance);
}

test('a farm switch loads the new farm’s data in place and keeps what is typed in another tab', async ({
  page,
}) => {
  const [home, other] = demoFarms;
  if (!home || !other) throw new Error('demoFarms must hold two farms.');
  expect(balanceOf(other.FarmId)).not.toBe(balanceOf(home.FarmId));

  await openAs(page, 'admin', '/user/setting');
  // Keep pages alive under the tab bar.
  await page.getByRole('button', { name: zh('settings.open') }).click();
  const drawer = page.getByRole('dialog', { name: zh('settings.title') });
  await drawer.getByRole('switch', { name: zh('settings.tabBar'), exact: true }).click();
  await drawer
    .getByRole('button', { name: zh('settings.close') })
    .first()
    .click();

  const nickname = page.getByRole('textbox', { name: zh('user.setting.form.nickname') });
  await nickname.fill('新来的牧场主');

  await pickInTopMenu(page, 'menu.dashboard', 'menu.dashboard.workplace');
  await expect(page.getByText(balanceOf(home.FarmId))).toBeVisible();
  // State of the page in view: the chosen popular-content tab.
  const popular = page.getByRole('tablist', { name: zh('workplace.popular.tabsLabel') });
  const videoTab = popular.getByRole('tab', { name: zh('workplace.popular.tabs.video') });
  await videoTab.click();
  await expect(videoTab).toHaveAttribute('aria-selected', 'true');

  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/content-data')
      requests.push(request.headers().token ?? '');
  });
  const loads: number[] = [];
  page.on('load', () => loads.push(Date.now()));

  await page
    .getByRole('button', { name: zh('navbar.farm.trigger', { name: home.FarmName }) })
    .click();
  await page
    .getByRole('list', { name: zh('navbar.farm.list') })
    .getByRole('button', { name: new RegExp(other.FarmName) })
    .click();

  // The workplace asks again for the new farm and shows its figures, without reloading the page.
  await expect(page.getByText(balanceOf(other.FarmId))).toBeVisible();
  await expect(page.getByText(balanceOf(home.FarmId))).toHaveCount(0);
  expect(loads).toEqual([]);
  // The page in view was not remounted either: its chosen tab is still chosen.
  await expect(videoTab).toHaveAttribute('aria-selected', 'true');
  // One request, for the new farm: the old farm's query was not refetched with the new farm's token.
  expect(requests.map((token) => token.split('.')[2])).toEqual([String(other.FarmId)]);

  // The form in the other tab was not remounted: what was typed is still there.
  await page
    .getByRole('tablist', { name: zh('tabBar.label') })
    .getByRole('tab', { name: zh('menu.user.setting') })
    .click();
  await expect(nickname).toHaveValue('新来的牧场主');
});

test('a kept tab shown again within the freshness time asks the server nothing', async ({
  page,
}) => {
  await openAs(page, 'admin', '/dashboard/workplace');
  await page.getByRole('button', { name: zh('settings.open') }).click();
  const drawer = page.getByRole('dialog', { name: zh('settings.title') });
  await drawer.getByRole('switch', { name: zh('settings.tabBar'), exact: true }).click();
  await drawer
    .getByRole('button', { name: zh('settings.close') })
    .first()
    .click();
  await expect(page.getByText(balanceOf(1001))).toBeVisible();

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  await pickInTopMenu(page, 'menu.exception', 'menu.exception.500');
  await page
    .getByRole('tablist', { name: zh('tabBar.label') })
    .getByRole('tab', { name: zh('menu.dashboard.workplace') })
    .click();
  await expect(page.getByText(balanceOf(1001))).toBeVisible();
  // The workplace's blocks come back from the cache: no content, popular or author call went out.
  expect(apiCalls).toEqual([]);
});
