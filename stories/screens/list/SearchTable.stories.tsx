import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchTableScreen } from '@pasture/ui/screens/search-table';
import { searchTablePolicies } from '@pasture/ui/testing';
import { SEARCH_TABLE_MOCK_MESSAGES, searchTableScenarios } from '@pasture/ui/mocks';
import searchTableEn from '../../../packages/ui/src/screens/list/search-table/locales/en-US.json';
import searchTableZh from '../../../packages/ui/src/screens/list/search-table/locales/zh-CN.json';
import { fill } from '../../components/dataComponentText';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';
import { text, textPattern, textStartPattern, textWith, serverText } from '../../support/texts';

const meta = {
  title: 'Screens/List/SearchTable',
  component: SearchTableScreen,
  // Every call of the page needs a session (contract §10.3): each story starts logged in as the admin.
  decorators: [inContentArea, withLoggedIn('admin')],
  parameters: { pasture: { initialPath: '/list/search-table' } },
} satisfies Meta<typeof SearchTableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs, drawers, toasts and select lists are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: text('searchTable.tableLabel') });
/** The set numbers of the rows shown (each row's header). */
const shownNumbers = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const path = (query: string) => ({ pasture: { initialPath: `/list/search-table${query}` } });

const [first, second] = searchTablePolicies;
if (!first || !second) throw new Error('The search table fixtures are empty.');
const count = (test: (row: (typeof searchTablePolicies)[number]) => boolean) =>
  searchTablePolicies.filter(test).length;

/** A CSV file as a user would pick it. */
function csvFile(lines: readonly string[], name = 'content-sets.csv', type = 'text/csv') {
  return new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type });
}

/** The first page of the table (after the story's login, when it has one). */
const loaded = (canvasElement: HTMLElement, total = 55) =>
  within(canvasElement).findByText(text('dataComponents.pagination.total', { total }), undefined, {
    timeout: 5000,
  });

async function toast(canvasElement: HTMLElement, text: string) {
  const message = await page(canvasElement).findByText(text);
  await waitFor(() => expect(message).toBeVisible());
}

/** 55 content sets, ten a page, newest first; the server sorts over all of them. */
export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('searchTable.title') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: first.number })).toBeVisible();
    await expect(shownNumbers(canvasElement)).toEqual(
      searchTablePolicies.slice(0, 10).map((row) => row.number),
    );
    await expect(
      canvas.getByText(text('dataComponents.pagination.total', { total: 55 })),
    ).toBeVisible();
    const row = canvas.getByRole('row', { name: new RegExp(first.number) });
    await expect(within(row).getByText(text('searchTable.contentType.img'))).toBeVisible();
    await expect(within(row).getByText(text('searchTable.filterType.artificial'))).toBeVisible();
    await expect(within(row).getByText(text('searchTable.status.online'))).toBeVisible();
    await expect(within(row).getByText('1,286')).toBeVisible();
    await expect(within(row).getByText(first.createdTime)).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: text('searchTable.actions.viewNamed', { name: first.name }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: text('searchTable.filters.number') }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.columns.count') }));
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.columns.count') }));
    const largest = [...searchTablePolicies].sort((a, b) => b.count - a.count)[0];
    await waitFor(() => expect(shownNumbers(canvasElement)[0]).toBe(largest?.number));
    await expect(
      canvas.getByRole('columnheader', { name: textPattern('searchTable.columns.count') }),
    ).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(
      await canvas.findByRole('button', {
        name: text('dataComponents.pagination.page', { page: 6 }),
      }),
    );
    await waitFor(() => expect(shownNumbers(canvasElement)).toHaveLength(5));
    await expect(
      canvas.getByRole('button', { name: text('dataComponents.pagination.page', { page: 6 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** A link with filters: the form shows them and every row matches. */
export const Filtered: Story = {
  parameters: path('?status=offline&contentType=verticalVideo'),
  play: async ({ canvas, canvasElement }) => {
    const matching = count(
      (row) => row.status === 'offline' && row.contentType === 'verticalVideo',
    );
    await expect(
      await canvas.findByText(text('dataComponents.pagination.total', { total: matching })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: text('basicProfile.log.status') }),
    ).toHaveTextContent(text('searchTable.status.offline'));
    await expect(
      canvas.getByRole('combobox', { name: text('searchTable.filters.contentType') }),
    ).toHaveTextContent(text('searchTable.contentType.verticalVideo'));
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1)) {
      await expect(within(row).getByText(text('searchTable.status.offline'))).toBeVisible();
      await expect(
        within(row).getByText(text('searchTable.contentType.verticalVideo')),
      ).toBeVisible();
    }
  },
};

/** Typing a name and pressing Enter searches; Reset brings every row back. */
export const SearchAndReset: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('searchTable.filters.name') }),
      '牧草{Enter}',
    );
    await expect(
      await canvas.findByText(
        text('dataComponents.pagination.total', {
          total: count((row) => row.name.includes('牧草')),
        }),
      ),
    ).toBeVisible();
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent(/牧草/);
    }
    await userEvent.click(
      canvas.getByRole('button', { name: text('dataComponents.dataTable.reset') }),
    );
    await expect(
      await canvas.findByText(text('dataComponents.pagination.total', { total: 55 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: text('searchTable.filters.name') }),
    ).toHaveValue('');
  },
};

/** Nonsense in the link is dropped or clamped: the table shows, nothing fails. */
export const NonsenseInTheLink: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?current=abc&pageSize=99999&status=bogus&sort=secret&createdFrom=yesterday'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(text('dataComponents.pagination.total', { total: 55 })),
    ).toBeVisible();
    // The page size is clamped to the largest page, so every row is on page 1.
    await waitFor(() => expect(shownNumbers(canvasElement)).toHaveLength(55));
    await expect(
      canvas.getByRole('combobox', { name: text('dataComponents.pagination.pageSizeLabel') }),
    ).toHaveTextContent(text('dataComponents.pagination.pageSize', { size: 10000 }));
    await expect(
      canvas.getByRole('combobox', { name: text('basicProfile.log.status') }),
    ).toHaveTextContent(text('cardList.tabs.all'));
  },
};

/** A link to a page past the end shows the last page. */
export const PagePastTheEnd: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?current=9'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('button', {
        name: text('dataComponents.pagination.page', { page: 6 }),
        current: 'page',
      }),
    ).toBeVisible();
    await waitFor(() => expect(shownNumbers(canvasElement)).toHaveLength(5));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { searchTable: searchTableScenarios.slow } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: text('searchTable.tableLabel'), busy: true }),
    ).toBeVisible();
    await expect(canvas.getByText(text('components.loading'))).toBeInTheDocument();
    // The filters and the toolbar are usable while the rows load.
    await expect(
      canvas.getByRole('button', { name: text('searchTable.filters.search') }),
    ).toBeEnabled();
    await expect(
      await canvas.findByText(
        text('dataComponents.pagination.total', { total: 55 }),
        {},
        { timeout: 6000 },
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { searchTable: searchTableScenarios.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('searchTable.empty.none'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('searchTable.actions.download') }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: text('searchTable.actions.create') }),
    ).toBeEnabled();
  },
};

/** Filters that match nothing say so, with a way back. */
export const FilteredEmpty: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?name=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(text('searchTable.empty.filtered'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: text('searchTable.empty.clearFilters') }),
    );
    await expect(
      await canvas.findByText(text('dataComponents.pagination.total', { total: 55 })),
    ).toBeVisible();
    await expect(shownNumbers(canvasElement)).toHaveLength(10);
    await expect(
      canvas.getByRole('textbox', { name: text('searchTable.filters.name') }),
    ).toHaveValue('');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { searchTable: searchTableScenarios.error } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('searchTable.section') }),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('components.retry') }));
    // The server still fails: the table asks again and says so again.
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('searchTable.section') }),
      ),
    ).toBeVisible();
  },
};

/** The session ended: the list call answers 401 and the console asks to log in again. */
export const Unauthorized: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { searchTable: searchTableScenarios.unauthorized } } },
  beforeEach() {
    localStorage.setItem('token', 'expired-token');
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: text('api.session.title401') }),
      ).toBeVisible(),
    );
    await expect(
      within(dialog).getByRole('button', { name: text('api.session.relogin') }),
    ).toBeVisible();
  },
};

/** 10,000 rows on one page (the `large` scenario of 100,000): only the rows in view are drawn. */
export const Large: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: {
    ...path('?pageSize=10000'),
    msw: { handlers: { searchTable: searchTableScenarios.large } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(
        text('dataComponents.pagination.total', { total: 100000 }),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    // The virtual body's code loads when a table first needs it: find the rows, not get them.
    await within(grid).findAllByRole('rowheader');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    // Scrolled to the end, the last of the 10,000 rows is drawn (row 10,001 with the header).
    const region = canvas.getByRole('region', { name: text('searchTable.tableLabel') });
    region.scrollTop = region.scrollHeight;
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .some((row) => row.getAttribute('aria-rowindex') === '10001'),
      ).toBe(true),
    );
  },
};

/** Create: the schema's messages on an empty save, then the new set is in the table (found by its number). */
export const CreateOpen: Story = {
  parameters: {
    docs: { story: { inline: false, height: '560px' } },
    // The new set's creation time is the clock's when it was saved: a second later on a busy machine.
    chromatic: { ignoreSelectors: ['tbody time'] },
  },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.actions.create') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.create.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('searchTable.create.submit') }),
    );
    // The messages fade in: each is visible once its entrance has begun.
    await within(dialog).findByText(text('searchTable.validation.numberRequired'));
    for (const message of [
      text('searchTable.validation.numberRequired'),
      text('searchTable.validation.nameRequired'),
      text('searchTable.validation.contentTypeRequired'),
      text('searchTable.validation.countRequired'),
    ]) {
      await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
    }
    // A message has a line of its own, clear of the next field's label (FormItem, issue 18): 6 px under its text.
    const messageText = document.createRange();
    messageText.selectNodeContents(
      within(dialog).getByText(text('searchTable.validation.numberRequired')),
    );
    const nameInput = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: text('searchTable.filters.name'),
    });
    const nextLabel = nameInput.labels?.[0];
    if (!nextLabel) throw new Error('the set name has no label');
    await waitFor(() =>
      expect(
        nextLabel.getBoundingClientRect().top - messageText.getBoundingClientRect().bottom,
      ).toBeGreaterThanOrEqual(5),
    );

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: text('searchTable.filters.number') }),
      '880001',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: text('searchTable.filters.name') }),
      '冬季补饲专题',
    );
    await userEvent.click(
      within(dialog).getByRole('combobox', { name: text('searchTable.filters.contentType') }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('option', {
        name: text('searchTable.contentType.verticalVideo'),
      }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.type(
      within(dialog).getByRole('spinbutton', { name: text('searchTable.columns.count') }),
      '12',
    );
    await userEvent.click(
      within(dialog).getByRole('radio', { name: text('searchTable.status.online') }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('searchTable.create.submit') }),
    );

    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await toast(canvasElement, text('searchTable.create.success', { number: 880001 }));
    await expect(
      await canvas.findByText(text('dataComponents.pagination.total', { total: 56 })),
    ).toBeVisible();
    // Where the new set lands in the newest-first list depends on today's date against the fixtures' (the visual
    // check runs on a fixed clock), so it is found by its number, as an operator would.
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('searchTable.filters.number') }),
      '880001{Enter}',
    );
    await expect(
      await canvas.findByText(text('dataComponents.pagination.total', { total: 1 })),
    ).toBeVisible();
    await waitFor(() => expect(shownNumbers(canvasElement)).toEqual(['880001']));
    // The confirmation closes by itself after 5 s: the story ends without it, however long the steps above took.
    await waitFor(
      () =>
        expect(
          page(canvasElement).queryByText(text('searchTable.create.success', { number: 880001 })),
        ).toBeNull(),
      { timeout: 10_000 },
    );
  },
};

/** A refused save keeps the dialog open with everything typed; the error policy toasts why. */
export const CreateSaveError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { searchTable: searchTableScenarios.saveError } } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.actions.create') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.create.title'),
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: text('searchTable.filters.number') }),
      '880001',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: text('searchTable.filters.name') }),
      '冬季补饲专题',
    );
    await userEvent.click(
      within(dialog).getByRole('combobox', { name: text('searchTable.filters.contentType') }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('option', { name: text('searchTable.contentType.img') }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.type(
      within(dialog).getByRole('spinbutton', { name: text('searchTable.columns.count') }),
      '5',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('searchTable.create.submit') }),
    );

    await toast(canvasElement, serverText(SEARCH_TABLE_MOCK_MESSAGES.saveFailed));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: text('searchTable.create.submit') }),
      ).not.toHaveAttribute('aria-busy'),
    );
    await expect(
      within(dialog).getByRole('textbox', { name: text('searchTable.filters.number') }),
    ).toHaveValue('880001');
    await expect(
      within(dialog).getByRole('textbox', { name: text('searchTable.filters.name') }),
    ).toHaveValue('冬季补饲专题');
    await expect(
      within(dialog).getByRole('combobox', { name: text('searchTable.filters.contentType') }),
    ).toHaveTextContent(text('searchTable.contentType.img'));
    await expect(
      canvas.getByText(text('dataComponents.pagination.total', { total: 55 })),
    ).toBeVisible();
  },
};

/** Import: a file with one bad row is previewed with the row's error; the rest are imported. */
export const ImportOpen: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.actions.import') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.import.title'),
    });
    await userEvent.upload(
      within(dialog).getByLabelText(text('searchTable.import.file')),
      csvFile([
        '集合编号,集合名称,内容体裁,筛选方式,内容量,状态',
        '990001,冬季补饲专题,图文,人工筛选,12,已上线',
        '990002,牧草_指南,横版短视频,规则筛选,3,已下线',
        '990003,青贮窖管理,竖版短视频,规则筛选,40,已下线',
      ]),
    );
    // The dialog may still be fading in (its entrance runs late on a busy machine): visible once it has begun.
    const summary = await within(dialog).findByText(
      text('searchTable.import.summary', { total: 3, valid: 2, invalid: 1 }),
    );
    await waitFor(() => expect(summary).toBeVisible());
    const preview = within(dialog).getByRole('table', { name: text('searchTable.import.preview') });
    const bad = within(preview).getByRole('row', { name: /990002/ });
    await expect(
      within(bad).getByText(text('searchTable.validation.nameCharacters')),
    ).toBeVisible();

    await userEvent.click(
      within(dialog).getByRole('button', { name: text('searchTable.import.start', { n: 2 }) }),
    );
    await expect(
      await within(dialog).findByText(
        text('searchTable.import.done', { imported: 2, rejected: 1 }),
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(
        text('searchTable.import.rejectedRow', {
          row: 3,
          reason: text('searchTable.validation.nameCharacters'),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('searchTable.import.close') }),
    );
    await expect(
      await canvas.findByText(text('dataComponents.pagination.total', { total: 57 })),
    ).toBeVisible();
    // The dialog has closed and given focus back to the button that opened it.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: text('searchTable.actions.import') }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Counts are read in decimal digits only: `0x10` and `1e3` are not 16 and 1000 but errors, marked on the cell and
 * said in the row's check; only the row with a count in digits is imported.
 */
export const ImportCountInDigitsOnly: Story = {
  tags: ['visual-en'],
  play: async ({ canvas, canvasElement, globals }) => {
    const text = (globals.locale === 'en-US' ? searchTableEn : searchTableZh).searchTable;
    await canvas.findByRole('rowheader', { name: first.number });
    await userEvent.click(canvas.getByRole('button', { name: text.actions.import }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: text.import.title });
    await userEvent.upload(
      within(dialog).getByLabelText(text.import.file),
      csvFile([
        'number,name,contentType,filterType,count,status',
        '990001,Hay01,img,artificial,0x10,online',
        '990002,Hay02,img,artificial,1e3,online',
        '990003,Hay03,img,artificial, 12 ,online',
      ]),
    );
    // The dialog may still be fading in on a busy machine: visible once its entrance has begun.
    const summary = await within(dialog).findByText(
      fill(text.import.summary, { total: 3, valid: 1, invalid: 2 }),
    );
    await waitFor(() => expect(summary).toBeVisible());
    const preview = within(dialog).getByRole('table', { name: text.import.preview });
    for (const [number, count] of [
      ['990001', '0x10'],
      ['990002', '1e3'],
    ] as const) {
      const row = within(preview).getByRole('row', { name: new RegExp(number) });
      await expect(
        within(row).getByRole('cell', { name: `${count} (${text.import.invalidCell})` }),
      ).toBeVisible();
      await expect(within(row).getByText(text.validation.countDigits)).toBeVisible();
    }
    const good = within(preview).getByRole('row', { name: /990003/ });
    await expect(within(good).getByText(text.import.ready)).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: fill(text.import.start, { n: 1 }) }),
    );
    await expect(
      await within(dialog).findByText(fill(text.import.done, { imported: 1, rejected: 2 })),
    ).toBeVisible();
  },
};

/** A file that is not a CSV changes nothing and says why. */
export const ImportWrongFile: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.actions.import') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.import.title'),
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(dialog).getByLabelText(text('searchTable.import.file')),
      new File(['PK'], '内容集.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    // The refusal fades in: it is visible once its entrance has begun.
    const refusal = await within(dialog).findByText(
      text('searchTable.import.wrongType', { name: '内容集.xlsx' }),
    );
    await waitFor(() => expect(refusal).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByText(text('searchTable.import.nothingChanged'))).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** A file with columns the import does not know is refused as a whole. */
export const ImportWrongHeaders: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.actions.import') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.import.title'),
    });
    await userEvent.upload(
      within(dialog).getByLabelText(text('searchTable.import.file')),
      csvFile(['编号,名称', '1,a'], 'old.csv'),
    );
    // The refusal fades in: it is visible once its entrance has begun.
    const refusal = await within(dialog).findByText(
      textWith('searchTable.import.missingColumns', { name: 'old.csv' }),
    );
    await expect(refusal).toHaveTextContent(
      (['number', 'name', 'contentType'] as const)
        .map((column) => text(`searchTable.columns.${column}`))
        .join(text('searchTable.import.separator')),
    );
    await waitFor(() => expect(refusal).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByText(text('searchTable.import.nothingChanged'))).toBeVisible(),
    );
  },
};

/** View opens the details of a row in a drawer; Escape closes it. */
export const ViewOpen: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: text('basicProfile.log.viewLabel', { number: second.name }),
      }),
    );
    const drawer = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.details.title'),
    });
    await expect(within(drawer).getByText(second.number)).toBeVisible();
    await expect(within(drawer).getByText(second.name)).toBeVisible();
    await expect(
      within(drawer).getByText(text('searchTable.contentType.verticalVideo')),
    ).toBeVisible();
    await expect(within(drawer).getByText(text('searchTable.status.offline'))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A link with `?view=<number>` opens the details, even of a set on another page. */
export const ViewFromLink: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path(`?view=${searchTablePolicies[40]?.number ?? ''}`),
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.details.title'),
    });
    await expect(
      await within(drawer).findByText(searchTablePolicies[40]?.name ?? ''),
    ).toBeVisible();
  },
};

export const ViewNotFound: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?view=999'),
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', {
      name: text('searchTable.details.title'),
    });
    await expect(
      await within(drawer).findByText(text('searchTable.details.notFound', { number: 999 })),
    ).toBeVisible();
  },
};

/** Column settings hide and reorder columns and set the density; this browser remembers them. */
export const ColumnSettings: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: text('dataComponents.dataTable.settings') }),
    );
    const settings = await page(canvasElement).findByRole('dialog', {
      name: text('dataComponents.dataTable.settings'),
    });
    await userEvent.click(
      within(settings).getByRole('checkbox', { name: text('searchTable.filters.filterType') }),
    );
    await userEvent.click(
      within(settings).getByRole('radio', {
        name: text('dataComponents.dataTable.densities.compact'),
      }),
    );
    await waitFor(() =>
      expect(
        canvas.queryByRole('columnheader', { name: text('searchTable.filters.filterType') }),
      ).toBeNull(),
    );
    await expect(table(canvasElement)).toHaveAttribute('data-density', 'compact');
    const saved = JSON.parse(localStorage.getItem('pasture.searchTable.columns') ?? '{}') as {
      visibility?: Record<string, boolean>;
      density?: string;
    };
    await expect(saved).toMatchObject({ visibility: { filterType: false }, density: 'compact' });
    await userEvent.keyboard('{Escape}');
  },
};

/** Selected rows get a bulk bar: export them, or put them online or offline together. */
export const Selection: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: text('dataComponents.table.selectRow', { row: first.name }),
      }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: text('dataComponents.table.selectRow', { row: second.name }),
      }),
    );
    await expect(canvas.getByText(text('searchTable.bulk.selected', { n: 2 }))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: text('searchTable.actions.create') }),
    ).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.bulk.export') }));
    await toast(canvasElement, text('searchTable.export.done', { n: 2 }));

    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.bulk.offline') }));
    await toast(canvasElement, text('searchTable.bulk.statusDoneOffline', { n: 2 }));
    await expect(
      await canvas.findByRole('button', { name: text('searchTable.actions.create') }),
    ).toBeVisible();
    const row = canvas.getByRole('row', { name: new RegExp(first.number) });
    await expect(await within(row).findByText(text('searchTable.status.offline'))).toBeVisible();
  },
};

/** Download writes every matching row (all pages) as CSV. */
export const Download: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: path('?status=online'),
  play: async ({ canvas, canvasElement }) => {
    const online = count((row) => row.status === 'online');
    await canvas.findByText(text('dataComponents.pagination.total', { total: online }));
    await userEvent.click(
      canvas.getByRole('button', { name: text('searchTable.actions.download') }),
    );
    await toast(canvasElement, text('searchTable.export.done', { n: online }));
  },
};

/** A long download shows its progress and can be cancelled; nothing is saved then. */
export const DownloadCancelled: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { searchTable: searchTableScenarios.slow } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(
      text('dataComponents.pagination.total', { total: 55 }),
      {},
      { timeout: 6000 },
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text('searchTable.actions.download') }),
    );
    await expect(
      await canvas.findByText(textStartPattern('searchTable.export.progress')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: text('searchTable.export.progressLabel') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.export.cancel') }));
    await toast(canvasElement, text('searchTable.export.cancelled'));
    await expect(
      canvas.getByRole('button', { name: text('searchTable.actions.download') }),
    ).toBeEnabled();
  },
};

/** On a narrow page the filters fold to their first row behind Expand, and say how many apply. */
export const Narrow: Story = {
  parameters: path('?status=online'),
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text('searchTable.tableLabel') });
    await expect(
      canvas.getByRole('textbox', { name: text('searchTable.filters.number') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('combobox', { name: text('basicProfile.log.status') }),
    ).toBeNull();
    await expect(canvas.getByText(text('searchTable.filters.active', { n: 1 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('searchTable.filters.expand') }));
    await expect(
      canvas.getByRole('combobox', { name: text('basicProfile.log.status') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('searchTable.filters.collapse') }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};
