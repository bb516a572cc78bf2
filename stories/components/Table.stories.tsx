import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon, IconButton, Table, type TableProps, type TableRowSelection } from '@pasture/ui';
import { componentText } from './componentText';
import { dataText, fill } from './dataComponentText';
import { animalId, animalLabel, herdColumns } from './herdColumns';
import { makeHerd, smallHerd, type Animal } from './herdFixtures';
import { onSurface } from './surface';
import { inWidth } from '../support/contentArea';
import { sample, samplePattern, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const tenThousand = makeHerd(10_000);

const meta = {
  title: 'Components/Table',
  component: Table<Animal>,
  decorators: [withSamples, onSurface],
  args: {
    caption: 'Herd',
    columns: herdColumns,
    data: smallHerd,
    getRowId: animalId,
    getRowLabel: animalLabel,
    onSortingChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    density: { control: 'inline-radio', options: ['compact', 'default', 'comfortable'] },
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Rows and columns of records, with sorting, selection and virtual scrolling.',
          do: ['Name it; keep row headers meaningful for screen readers.'],
          dont: ['Use it for layout.'],
          content: 'Column titles are nouns.',
        }),
      },
    },
  },
} satisfies Meta<TableProps<Animal>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ear tags of the body rows, top to bottom. */
const tags = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** A header click sorts ascending, then descending, then back; `aria-sort` says which. Enter works too. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: sample('Herd') });
    const weight = within(table).getByRole('columnheader', { name: samplePattern('Weight (kg)') });
    await expect(weight).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(weight).getByRole('button'));
    await expect(weight).toHaveAttribute('aria-sort', 'ascending');
    await expect(tags(table)).toEqual(['CN-0388', 'CN-0107', 'CN-0233', 'CN-0421', 'CN-0512']);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({
      sorting: [{ id: 'weight', desc: false }],
    });
    await userEvent.keyboard('{Enter}');
    await expect(weight).toHaveAttribute('aria-sort', 'descending');
    await expect(tags(table)[0]).toBe('CN-0512');
    await userEvent.keyboard('{Enter}');
    await expect(weight).not.toHaveAttribute('aria-sort');
    await expect(tags(table)[0]).toBe('CN-0421');
  },
};

export const Playground: Story = {
  args: { density: 'default', resizable: true, selectable: true, stickyHeader: false },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: sample('Herd') })).getAllByRole('row'),
    ).toHaveLength(6);
  },
};

function SelectableTable(args: TableProps<Animal>) {
  const [rowSelection, setRowSelection] = useState<TableRowSelection>({});
  return (
    <>
      <Table
        {...args}
        selectable={(animal) => animal.status !== 'sick'}
        rowSelection={rowSelection}
        onRowSelectionChange={(event) => setRowSelection(event.rowSelection)}
      />
      <p>{sample('{count} selected', { count: Object.keys(rowSelection).length })}</p>
    </>
  );
}

/** Labelled checkboxes per row and a select-all that shows the mixed state; a row can refuse selection. */
export const Selection: Story = {
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, globals }) => {
    const text = dataText(globals).table;
    const all = canvas.getByRole('checkbox', { name: text.selectAll });
    await userEvent.click(
      canvas.getByRole('checkbox', { name: fill(text.selectRow, { row: 'CN-0107' }) }),
    );
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByText(sample('{count} selected', { count: 1 }))).toBeVisible();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByText(sample('{count} selected', { count: 4 }))).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: fill(text.selectRow, { row: 'CN-0512' }) }),
    ).toBeDisabled();
    await userEvent.click(all);
    await expect(canvas.getByText(sample('{count} selected', { count: 0 }))).toBeVisible();
  },
};

/** An Edit button per row, in an 80 px actions column fixed at the end. */
const editActions = {
  rowActions: (animal: Animal) => (
    <IconButton
      label={sample('Edit {tag}', { tag: animal.tag })}
      size="small"
      icon={<Icon icon={Pencil} />}
    />
  ),
  rowActionsWidth: 80,
};

/**
 * A wide table in a narrow card: the ear tag and the actions stay in view while the rest scrolls sideways, with a
 * shadow beside them once something is under them. Column edges resize by dragging or with the arrow keys.
 */
export const FixedAndResizable: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: [inWidth(560)],
  args: { resizable: true, ...editActions },
  play: async ({ canvas, globals }) => {
    const text = dataText(globals).table;
    const region = canvas.getByRole('region', { name: sample('Herd') });
    // The fixed columns stick once the box has measured that it overflows (as it mounts, after a first paint):
    // measure where they sit only from then on, or a busy machine measures the unstuck layout.
    await waitFor(() => expect(region).toHaveAttribute('data-stick-fixed', 'true'));
    const tag = canvas.getByRole('rowheader', { name: 'CN-0421' });
    const edit = canvas.getByRole('button', { name: sample('Edit {tag}', { tag: 'CN-0421' }) });
    const before = {
      tag: tag.getBoundingClientRect().left,
      edit: edit.getBoundingClientRect().right,
    };
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.scrollLeft = 200;
    await waitFor(() => expect(region).toHaveAttribute('data-scrolled-start', 'true'));
    await expect(tag.getBoundingClientRect().left).toBe(before.tag);
    await expect(edit.getBoundingClientRect().right).toBe(before.edit);
    await expect(canvas.getByRole('columnheader', { name: text.actions })).toBeVisible();

    const handle = canvas.getByRole('separator', {
      name: fill(text.resizeColumn, { column: sample('Ear tag') }),
    });
    await expect(handle).toHaveAttribute('aria-valuenow', '120');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '140');
    await expect(
      Math.round(
        canvas.getByRole('columnheader', { name: samplePattern('Ear tag') }).getBoundingClientRect()
          .width,
      ),
    ).toBe(140);

    // Dragging the edge 60 px to the right widens the column by as much.
    const box = handle.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: box.left + 4, clientY: y } },
      { target: handle, coords: { clientX: box.left + 64, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: box.left + 64, clientY: y } },
    ]);
    await expect(handle).toHaveAttribute('aria-valuenow', '200');
  },
};

/**
 * The same table on a phone (a 300 px card): the fixed ear tag and actions would leave the other columns a sliver,
 * so they scroll with the rest, and a shade on the edge says there is more.
 */
export const FixedOnAPhone: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: [inWidth(300)],
  args: editActions,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: sample('Herd') });
    await waitFor(() => expect(region).toHaveAttribute('data-overflow-x', 'true'));
    await expect(region).not.toHaveAttribute('data-stick-fixed');
    // The shade on the end edge: the frame around the scroll box carries it while columns hide past that edge.
    await waitFor(() => expect(region.parentElement).toHaveAttribute('data-hint-end', 'true'));
    // The breed column beside the ear tag shows whole: nothing sticks over it.
    const breed = canvas.getByRole('columnheader', { name: samplePattern('Breed') });
    const edit = canvas.getByRole('button', { name: sample('Edit {tag}', { tag: 'CN-0421' }) });
    await expect(breed.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
    await expect(edit.getBoundingClientRect().left).toBeGreaterThan(
      region.getBoundingClientRect().right,
    );
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region).toHaveAttribute('data-scrolled-start', 'true'));
    await expect(region.parentElement).toHaveAttribute('data-hint-start', 'true');
    await waitFor(() =>
      expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(
        region.getBoundingClientRect().right,
      ),
    );
  },
};

/** First load: skeleton rows, the table busy and "Loading" announced. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: sample('Herd') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(componentText(globals).loading);
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(componentText(globals).empty)).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
  },
};

/** The load failed: an error in the body names what failed, with Retry. */
export const Error: Story = {
  args: { data: [], error: true, errorSection: 'the herd' },
  play: async ({ canvas, globals, args }) => {
    const components = componentText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      fill(components.loadFailed, { section: sample('the herd') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: components.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A failed refresh keeps the rows it had and says so above them. */
export const ErrorWithStaleRows: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { error: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'CN-0421' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: componentText(globals).retry })).toBeVisible();
  },
};

/** While the next result loads the previous rows stay, dimmed, and "Refreshing" is announced. */
export const Fetching: Story = {
  args: { fetching: true },
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: sample('Herd') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(dataText(globals).table.refreshing);
    await expect(within(table).getByRole('rowheader', { name: 'CN-0421' })).toBeVisible();
  },
};

/** Three densities: 36, 48 and 56 px rows (the virtual body relies on these heights). */
export const Density: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table {...args} caption={sample('Compact')} density="compact" />
      <Table {...args} caption={sample('Comfortable')} density="comfortable" />
    </div>
  ),
  play: async ({ canvas }) => {
    const rowHeight = (name: string) =>
      Math.round(
        within(canvas.getByRole('table', { name }))
          .getByRole('rowheader', { name: 'CN-0421' })
          .getBoundingClientRect().height,
      );
    await expect(rowHeight(sample('Compact'))).toBeLessThan(rowHeight(sample('Comfortable')));
    await expect(rowHeight(sample('Compact'))).toBe(36);
    await expect(rowHeight(sample('Comfortable'))).toBe(56);
  },
};

/**
 * 10,000 rows: above 100 rows the body renders only what is in view. The table still says how many rows it has
 * (`aria-rowcount`) and where each rendered row sits (`aria-rowindex`).
 */
export const TenThousandRows: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { data: tenThousand, caption: 'Whole herd' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: sample('Whole herd') });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The virtual body's code loads when a table first needs it: find, not get.
    const rendered = await within(table).findAllByRole('rowheader');
    await expect(rendered.length).toBeLessThan(60);
    await expect(rendered[0]).toHaveTextContent('CN-0001');
    const region = canvas.getByRole('region', { name: sample('Whole herd') });
    region.scrollTop = region.scrollHeight;
    const last = await within(table).findByRole('rowheader', { name: 'CN-10000' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(within(table).getAllByRole('rowheader').length).toBeLessThan(60);
  },
};
