import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import {
  LOCKED_RULE_ID,
  rulePresetItems,
} from '../../packages/ui/src/screens/list/card-list/cardList.fixtures';
import { CARD_LIST_MOCK_MESSAGES_ZH } from '../../packages/ui/src/screens/list/card-list/cardList.messages';
import { policyRows } from '../../packages/ui/src/screens/list/search-table/searchTable.fixtures';
import { expect, test } from './support/test';
import { openAs } from './support/console';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

/** The set numbers of the rows the table shows (each row's header cell). */
async function shownNumbers(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: zh('searchTable.tableLabel') })
    .getByRole('rowheader')
    .allTextContents();
}

/** The table's total, as the pagination says it ("共 55 条"). */
function totalText(total: number) {
  return zh('dataComponents.pagination.total', { total: String(total) });
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: zh(field), exact: true }).click();
  await page.getByRole('option', { name: zh(option), exact: true }).click();
}

test.describe('as an admin', () => {
  test.use({ session: 'admin' });

  test('filters, page and sort survive a reload, and back/forward walk through the views', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/list/search-table');
    await expect(
      page.getByRole('heading', { level: 1, name: zh('searchTable.title') }),
    ).toBeVisible();
    await expect(page.getByText(totalText(55))).toBeVisible();

    await choose(page, 'searchTable.filters.status', 'searchTable.status.offline');
    await page.getByRole('button', { name: zh('searchTable.filters.search') }).click();
    const offline = policyRows.filter((row) => row.status === 'offline');
    await expect(page.getByText(totalText(offline.length))).toBeVisible();
    await expect(page).toHaveURL(/status=offline/);
    const firstPage = await shownNumbers(page);
    expect(firstPage).toEqual(offline.slice(0, 10).map((row) => row.number));

    await page
      .getByRole('button', { name: zh('dataComponents.pagination.page', { page: '2' }) })
      .click();
    await expect(page).toHaveURL(/current=2/);
    await expect
      .poll(() => shownNumbers(page))
      .toEqual(offline.slice(10, 20).map((row) => row.number));
    const secondPage = await shownNumbers(page);

    await page.reload();
    await expect(page.getByRole('combobox', { name: zh('searchTable.filters.status') })).toHaveText(
      zh('searchTable.status.offline'),
    );
    await expect(
      page.getByRole('button', { name: zh('dataComponents.pagination.page', { page: '2' }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownNumbers(page)).toEqual(secondPage);

    await page.goBack();
    await expect(page).not.toHaveURL(/current=2/);
    await expect.poll(() => shownNumbers(page)).toEqual(firstPage);
    await page.goBack();
    await expect(page).not.toHaveURL(/status=offline/);
    await expect(page.getByText(totalText(55))).toBeVisible();
    await expect(page.getByRole('combobox', { name: zh('searchTable.filters.status') })).toHaveText(
      zh('searchTable.filters.all'),
    );
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/status=offline.*current=2|current=2.*status=offline/);
    await expect.poll(() => shownNumbers(page)).toEqual(secondPage);
  });

  test('the create-date range is picked in a calendar that loads on its first opening', async ({
    page,
  }) => {
    // The calendar (react-day-picker) and the virtual body (pages above 100 rows) are chunks of their own.
    const lazyChunks: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(Calendar|VirtualRows)-[\w-]+\.js$/.test(file)) lazyChunks.push(file.split('-')[0]!);
    });
    await openAs(page, 'admin', '/list/search-table');
    await expect(page.getByText(totalText(55))).toBeVisible();
    expect(lazyChunks, 'the route loads neither the calendar nor the virtual body').toEqual([]);

    await page
      .getByRole('textbox', { name: zh('searchTable.filters.createdTime') })
      .fill('2026-10-01');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: zh('dataComponents.datePicker.open') }).click();
    const calendar = page.getByRole('dialog', { name: zh('dataComponents.datePicker.calendar') });
    // It opens on the start's month: October 2026, then November.
    const october = calendar.getByRole('grid').first();
    await october.getByRole('button', { name: /10月1日/ }).click();
    await october.getByRole('button', { name: /10月31日/ }).click();
    await expect(calendar).toBeHidden();
    expect(lazyChunks).toEqual(['Calendar']);

    await page.getByRole('button', { name: zh('searchTable.filters.search') }).click();
    await expect(page).toHaveURL(/createdFrom=2026-10-01/);
    await expect(page).toHaveURL(/createdTo=2026-10-31/);
    const inOctober = policyRows.filter((row) => row.createdTime.startsWith('2026-10-'));
    expect(inOctober.length).toBeGreaterThan(0);
    await expect(page.getByText(totalText(inOctober.length))).toBeVisible();
  });

  test('a created content set can be found', async ({ page }) => {
    await openAs(page, 'admin', '/list/search-table');
    await page.getByRole('button', { name: zh('searchTable.actions.create'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zh('searchTable.create.title') });
    await dialog.getByRole('textbox', { name: zh('searchTable.columns.number') }).fill('770001');
    await dialog
      .getByRole('textbox', { name: zh('searchTable.columns.name') })
      .fill('冬季补饲专题');
    await choose(page, 'searchTable.columns.contentType', 'searchTable.contentType.verticalVideo');
    await dialog.getByRole('spinbutton', { name: zh('searchTable.columns.count') }).fill('12');
    await dialog.getByRole('button', { name: zh('searchTable.create.submit') }).click();
    // The toast and, while it is announced, Radix's live region both carry the text.
    await expect(
      page.getByText(zh('searchTable.create.success', { number: '770001' })).first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('textbox', { name: zh('searchTable.filters.number') }).fill('770001');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/number=770001/);
    await expect.poll(() => shownNumbers(page)).toEqual(['770001']);
    await expect(page.getByRole('row', { name: /770001/ })).toContainText('冬季补饲专题');
  });

  test('a CSV with one bad row imports the rest and rejects that one', async ({ page }) => {
    await openAs(page, 'admin', '/list/search-table');
    await page.getByRole('button', { name: zh('searchTable.actions.import'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zh('searchTable.import.title') });
    const csv = [
      '集合编号,集合名称,内容体裁,筛选方式,内容量,状态',
      '770101,青贮窖管理专题,图文,人工筛选,40,已上线',
      '770102,犊牛饲喂课堂,竖版短视频,规则筛选,7,已下线',
      '770103,,横版短视频,规则筛选,3,已上线',
      '770104,草场轮牧指南,横版短视频,人工筛选,18,已上线',
    ].join('\r\n');
    await dialog.getByLabel(zh('searchTable.import.file')).setInputFiles({
      name: '内容集.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
    });
    await expect(
      dialog.getByText(zh('searchTable.import.summary', { total: '4', valid: '3', invalid: '1' })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: zh('searchTable.import.start', { n: '3' }) }).click();
    await expect(
      dialog.getByText(zh('searchTable.import.done', { imported: '3', rejected: '1' })),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        zh('searchTable.import.rejectedRow', {
          row: '4',
          reason: zh('searchTable.validation.nameRequired'),
        }),
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: zh('searchTable.import.close') }).click();
    await expect(page.getByText(totalText(58))).toBeVisible();
    await page.getByRole('textbox', { name: zh('searchTable.filters.number') }).fill('7701');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownNumbers(page)).toEqual(['770101', '770102', '770104']);
  });

  test('Download writes every row that matches the filters as a UTF-8 CSV with BOM', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/list/search-table?status=online&pageSize=20');
    const online = policyRows.filter((row) => row.status === 'online');
    await expect(page.getByText(totalText(online.length))).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh('searchTable.actions.download'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^内容集-\d{8}-\d{6}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header?.[1]).toBe(zh('searchTable.columns.name'));
    // Every matching row of every page, not just the 20 on screen.
    expect(rows).toHaveLength(online.length);
    expect(rows.map((row) => row[0])).toEqual(online.map((row) => row.number));
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set([zh('searchTable.status.online')]));
  });

  test('a refused card change rolls back with the server’s words; a double click sends one request', async ({
    page,
  }) => {
    const locked = rulePresetItems.find((rule) => rule.id === LOCKED_RULE_ID);
    const off = rulePresetItems.find((rule) => !rule.enable);
    if (!locked || !off) throw new Error('The rule preset fixtures changed.');
    const switches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/list/rules-preset/switch') {
        switches.push(request.postData() ?? '');
      }
    });

    await openAs(page, 'admin', '/list/card?tab=rules');
    await expect(page.getByRole('tab', { name: zh('cardList.tabs.rules') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const lockedSwitch = page.getByRole('switch', {
      name: zh('cardList.rules.switchNamed', { title: locked.title }),
    });
    await expect(lockedSwitch).toBeChecked();
    await lockedSwitch.click();
    // The error toast (an alert with the server's words); its live-region copy is not counted.
    await expect(page.getByText(CARD_LIST_MOCK_MESSAGES_ZH.ruleLocked).first()).toBeVisible();
    await expect(lockedSwitch).toBeChecked();

    const offSwitch = page.getByRole('switch', {
      name: zh('cardList.rules.switchNamed', { title: off.title }),
    });
    await offSwitch.dblclick();
    await expect(offSwitch).toBeChecked();
    await expect(offSwitch).not.toHaveAttribute('aria-busy', 'true');
    expect(switches).toEqual([
      JSON.stringify({ id: locked.id, enable: false }),
      JSON.stringify({ id: off.id, enable: true }),
    ]);
    // The state the server agreed to survives a reload.
    await page.reload();
    await expect(offSwitch).toBeChecked();
    await expect(lockedSwitch).toBeChecked();
  });
});

test.describe('as a user', () => {
  test.use({ session: 'user' });

  test('reaches the search table and the card list', async ({ page }) => {
    await openAs(page, 'user', '/list/search-table');
    await expect(
      page.getByRole('heading', { level: 1, name: zh('searchTable.title') }),
    ).toBeVisible();
    await expect(page.getByText(totalText(55))).toBeVisible();
    await openAs(page, 'user', '/list/card');
    await expect(page.getByRole('heading', { level: 1, name: zh('cardList.title') })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(4);
  });
});
