import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis, Plus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DataTable,
  DropdownMenu,
  DropdownMenuItem,
  Icon,
  IconButton,
  type DataTableProps,
  type TablePage,
  type TableSort,
} from '@pasture/ui';
import { componentText } from './componentText';
import { dataText, fill } from './dataComponentText';
import { animalId, animalLabel, herdColumns } from './herdColumns';
import { makeHerd, type Animal } from './herdFixtures';
import { onSurface } from './surface';
import { localized, sample, samplePattern, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const herd55 = makeHerd(55);
const herd10k = makeHerd(10_000);
const noAnimals: Animal[] = [];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Animal>,
  decorators: [withSamples, onSurface],
  args: {
    title: 'Herd',
    columns: herdColumns,
    data: herd55,
    getRowId: animalId,
    getRowLabel: animalLabel,
    actions: (
      <Button variant="primary" icon={<Icon icon={Plus} />}>
        New animal
      </Button>
    ),
    onPageChange: fn(),
    onSortingChange: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A list of records with toolbar, column settings, selection and paging.',
          do: ["Give it a name (`aria-label`); keep the first column the record's name or id."],
          dont: ['Use it for two or three facts: that is Descriptions.'],
          content: 'Column titles are nouns; empty cells show a dash.',
        }),
      },
    },
  },
} satisfies Meta<DataTableProps<Animal>>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowTags = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** 55 rows client-side: ten a page, the total under the table, sorting back to page 1. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = dataText(globals).pagination;
    await expect(canvas.getByRole('heading', { name: sample('Herd') })).toBeVisible();
    await expect(canvas.getByRole('table', { name: sample('Herd') })).toBeVisible();
    await expect(rowTags(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(fill(text.total, { total: 55 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: fill(text.page, { page: 6 }) }));
    await expect(rowTags(canvasElement)).toEqual([
      'CN-0051',
      'CN-0052',
      'CN-0053',
      'CN-0054',
      'CN-0055',
    ]);
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ current: 6, pageSize: 10 });
    await userEvent.click(canvas.getByRole('button', { name: samplePattern('Weight (kg)') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 });
    const weights = within(canvas.getByRole('table'))
      .getAllByRole('cell')
      .filter((cell) => /^\d[\d,]*$/.test(cell.textContent ?? ''))
      .map((cell) => Number(cell.textContent?.replace(',', '')));
    await expect(weights).toEqual([...weights].sort((a, b) => a - b));
  },
};

export const Playground: Story = {
  args: { selectable: true, resizable: true, defaultPageSize: 20, columnSettings: true },
  play: async ({ canvasElement }) => {
    await expect(rowTags(canvasElement)).toHaveLength(20);
  },
};

/** 0 rows: the empty state in the body, "Total 0 items" under it. */
export const NoRows: Story = {
  args: { data: noAnimals },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(componentText(globals).empty)).toBeVisible();
    await expect(
      canvas.getByText(fill(dataText(globals).pagination.total, { total: 0 })),
    ).toBeVisible();
  },
};

/** The first load failed: the error with Retry, no pagination. */
export const LoadError: Story = {
  args: { data: noAnimals, error: true, errorSection: 'the herd' },
  play: async ({ canvas, globals, args }) => {
    const components = componentText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      fill(components.loadFailed, { section: sample('the herd') }),
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: components.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { data: noAnimals, loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('table', { name: sample('Herd') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      await canvas.findByRole('button', {
        name: fill(dataText(globals).pagination.page, { page: 1 }),
      }),
    ).toBeDisabled();
  },
};

/** 10,000 client-side rows without pagination: the body virtualizes and stays quick to sort. */
export const TenThousandRows: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { data: herd10k, pagination: false, title: 'Whole herd', maxHeight: 480 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: sample('Whole herd') });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The virtual body's code loads when a table first needs it: find the rows, not get them.
    await within(table).findAllByRole('rowheader');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(50);
    const tag = within(table).getByRole('columnheader', { name: samplePattern('Ear tag') });
    await userEvent.click(within(tag).getByRole('button'));
    await userEvent.click(within(tag).getByRole('button'));
    await expect(tag).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('CN-10000');
  },
};

/** What the fake server answers: one sorted page of the herd and the total. */
function answer(herd: readonly Animal[], page: TablePage, sorting: readonly TableSort[]) {
  const [sort] = sorting;
  const rows = sort
    ? [...herd].sort((a, b) => {
        const key = sort.id as keyof Animal;
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        return sort.desc ? -order : order;
      })
    : herd;
  const start = (page.current - 1) * page.pageSize;
  return { list: rows.slice(start, start + page.pageSize), total: herd.length };
}

function ServerDataTable(args: DataTableProps<Animal>) {
  const herd = localized(herd55);
  const [page, setPage] = useState<TablePage>({ current: 1, pageSize: 10 });
  const [sorting, setSorting] = useState<readonly TableSort[]>([]);
  const query = useQuery({
    queryKey: ['story-herd', page, sorting],
    // A stand-in for the list endpoint, answering after a short network delay.
    queryFn: () =>
      new Promise<ReturnType<typeof answer>>((resolve) =>
        setTimeout(() => resolve(answer(herd, page, sorting)), 150),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      {...args}
      manual
      data={query.data?.list ?? noAnimals}
      rowCount={query.data?.total ?? 0}
      loading={query.isPending}
      fetching={query.isPlaceholderData}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
      sorting={sorting}
      onSortingChange={(event) => setSorting(event.sorting)}
    />
  );
}

/**
 * Server-side paging and sorting through TanStack Query: the table reports requests, the query fetches, and the
 * previous page stays visible (dimmed, "Refreshing") until the next one arrives.
 */
export const ServerSide: Story = {
  // Looks like Default until it is used: a link on the docs page, not a second table (the page's 5 s budget).
  tags: ['!autodocs'],
  render: (args) => <ServerDataTable {...args} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const text = dataText(globals);
    await canvas.findByRole('rowheader', { name: 'CN-0001' });
    await expect(canvas.getByText(fill(text.pagination.total, { total: 55 }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: fill(text.pagination.page, { page: 2 }) }),
    );
    // The first page stays while the second loads.
    await expect(canvas.getByRole('rowheader', { name: 'CN-0001' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: sample('Herd') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await canvas.findByRole('rowheader', { name: 'CN-0011' });
    await expect(canvas.getByRole('table', { name: sample('Herd') })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(rowTags(canvasElement)).toHaveLength(10);
  },
};

/** Column settings: hide a column, move one with the keyboard, change the density, reset. */
export const ColumnSettings: Story = {
  // Looks like Default until the settings open: a link on the docs page, not a second table.
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement, globals }) => {
    const text = dataText(globals).dataTable;
    const body = within(canvasElement.ownerDocument.body);
    const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await userEvent.click(canvas.getByRole('button', { name: text.settings }));
    const settings = await body.findByRole('dialog', { name: text.settings });

    await userEvent.click(within(settings).getByRole('checkbox', { name: sample('Barn') }));
    await waitFor(() =>
      expect(canvas.queryByRole('columnheader', { name: samplePattern('Barn') })).toBeNull(),
    );

    const moveUp = within(settings).getByRole('button', {
      name: fill(text.moveUp, { column: sample('Weight (kg)') }),
    });
    moveUp.focus();
    // Up past the hidden Barn, then past Breed; focus stays on the button that moved it.
    await userEvent.keyboard('{Enter}');
    await expect(headers().slice(0, 3)).toEqual([
      sample('Ear tag'),
      sample('Breed'),
      sample('Weight (kg)'),
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(headers().slice(0, 3)).toEqual([
      sample('Ear tag'),
      sample('Weight (kg)'),
      sample('Breed'),
    ]);
    await expect(
      within(settings).getByRole('button', {
        name: fill(text.moveUp, { column: sample('Weight (kg)') }),
      }),
    ).toHaveFocus();

    await userEvent.click(within(settings).getByRole('radio', { name: text.densities.compact }));
    await expect(canvas.getByRole('table', { name: sample('Herd') })).toHaveAttribute(
      'data-density',
      'compact',
    );

    await userEvent.click(within(settings).getByRole('button', { name: text.reset }));
    await expect(headers().slice(0, 3)).toEqual([
      sample('Ear tag'),
      sample('Breed'),
      sample('Barn'),
    ]);
    await expect(canvas.getByRole('table', { name: sample('Herd') })).toHaveAttribute(
      'data-density',
      'default',
    );
  },
};

/** Selection and a row actions menu, as the search table will use them. */
export const SelectionAndActions: Story = {
  // Default with a checkbox column and a menu per row: a link on the docs page, not a third table of ten rows.
  tags: ['!autodocs'],
  args: {
    selectable: true,
    rowActions: (animal: Animal) => (
      <DropdownMenu
        align="end"
        trigger={
          <IconButton
            label={sample('Actions for {tag}', { tag: animal.tag })}
            size="small"
            icon={<Icon icon={Ellipsis} />}
          />
        }
      >
        <DropdownMenuItem>{sample('Edit')}</DropdownMenuItem>
        <DropdownMenuItem danger>{sample('Remove')}</DropdownMenuItem>
      </DropdownMenu>
    ),
    rowActionsWidth: 80,
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = dataText(globals).table;
    await userEvent.click(canvas.getByRole('checkbox', { name: text.selectAll }));
    await expect(
      canvas.getByRole('checkbox', { name: fill(text.selectRow, { row: 'CN-0010' }) }),
    ).toBeChecked();
    await userEvent.click(
      canvas.getByRole('button', { name: sample('Actions for {tag}', { tag: 'CN-0003' }) }),
    );
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: sample('Remove') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/** The toolbar's start holds the list's main actions, before the end actions and the column settings. */
export const ToolbarStart: Story = {
  tags: ['edge-case', '!autodocs'],
  args: {
    title: undefined,
    'aria-label': 'Herd',
    toolbarStart: (
      <>
        <Button variant="primary" icon={<Icon icon={Plus} />}>
          New animal
        </Button>
        <Button>Import</Button>
      </>
    ),
    actions: <Button>Export</Button>,
  },
  play: async ({ canvas, globals }) => {
    const text = dataText(globals).dataTable;
    const start = canvas.getByRole('button', { name: sample('Import') }).getBoundingClientRect();
    const end = canvas.getByRole('button', { name: sample('Export') }).getBoundingClientRect();
    const settings = canvas.getByRole('button', { name: text.settings }).getBoundingClientRect();
    const table = canvas.getByRole('table', { name: sample('Herd') }).getBoundingClientRect();
    // Start actions at the start of the row, the end actions and settings at its end.
    await expect(
      canvas.getByRole('button', { name: sample('New animal') }).getBoundingClientRect().left,
    ).toBe(table.left);
    await expect(start.right).toBeLessThan(end.left);
    await expect(Math.round(settings.right)).toBe(Math.round(table.right));
    await expect(Math.round(start.top)).toBe(Math.round(end.top));
  },
};
