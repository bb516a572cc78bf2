import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationChangeEvent, type PaginationProps } from '@pasture/ui';
import { dataText, fill } from './dataComponentText';
import { onSurface } from './surface';
import { usage } from '../support/usage';

/** Holds the page the way a list screen does, so each story drives the real controlled API. */
function PaginationDemo(args: PaginationProps) {
  const [page, setPage] = useState({ current: args.current, pageSize: args.pageSize });
  return (
    <Pagination
      {...args}
      {...page}
      onChange={(event: PaginationChangeEvent) => {
        setPage(event);
        args.onChange(event);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  decorators: [onSurface],
  args: { current: 1, pageSize: 10, total: 55, onChange: fn() },
  render: (args) => <PaginationDemo {...args} />,
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Moving through pages of a long list.',
          do: ['Show the total; offer page sizes when lists are long.'],
          dont: ['Use it for fewer than one page of items.'],
          content: 'Totals in words the user counts in (55 items).',
        }),
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageName = (globals: Record<string, unknown>, page: number) =>
  fill(dataText(globals).pagination.page, { page });

/** 55 items: six pages, the total, previous disabled on page 1; the current page is `aria-current`. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).pagination;
    const nav = canvas.getByRole('navigation', { name: text.label });
    await expect(within(nav).getByText(fill(text.total, { total: 55 }))).toBeVisible();
    await expect(within(nav).getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: text.previous })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: pageName(globals, 6) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 6, pageSize: 10 });
    await expect(within(nav).getByRole('button', { name: text.next })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: text.previous }));
    await expect(within(nav).getByRole('button', { name: pageName(globals, 5) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Playground: Story = {
  args: {
    current: 3,
    total: 555,
    showSizeChanger: true,
    showTotal: true,
    showJumper: true,
    compact: false,
    disabled: false,
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: pageName(globals, 3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Many pages: gaps jump five pages; the row stays nine slots wide. */
export const ManyPages: Story = {
  args: { current: 10, total: 200 },
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).pagination;
    const pages = canvas
      .getAllByRole('button')
      .filter((button) => /^\d+$/.test(button.textContent ?? ''))
      .map((button) => Number(button.textContent));
    await expect(pages).toEqual([1, 8, 9, 10, 11, 12, 20]);
    await userEvent.click(canvas.getByRole('button', { name: text.jumpForward }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 15, pageSize: 10 });
    await userEvent.click(canvas.getByRole('button', { name: text.jumpBackward }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 10, pageSize: 10 });
  },
};

/** A new page size keeps the first visible item in view: item 41 (page 5 of 10) is on page 3 of 20. */
export const PageSize: Story = {
  args: { current: 5 },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = dataText(globals).pagination;
    await userEvent.click(canvas.getByRole('combobox', { name: text.pageSizeLabel }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('option', { name: fill(text.pageSize, { size: 20 }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 3, pageSize: 20 });
    // The page hides from assistive technology while the list closes (Radix), so wait for it to be back.
    await expect(await canvas.findByRole('button', { name: pageName(globals, 3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** "Go to": Enter jumps; a page past the end goes to the last page. */
export const JumpToPage: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).pagination;
    const field = canvas.getByRole('textbox', { name: text.goToLabel });
    await userEvent.type(field, '4{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 4, pageSize: 10 });
    await expect(field).toHaveValue('');
    await userEvent.type(field, '99{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 6, pageSize: 10 });
    await expect(canvas.getByRole('button', { name: pageName(globals, 6) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** For narrow widths: previous, "Page 2 of 6", next. */
export const Compact: Story = {
  args: { compact: true, current: 2 },
  play: async ({ canvas, globals, args }) => {
    const text = dataText(globals).pagination;
    await expect(canvas.getByText(fill(text.compact, { current: 2, pages: 6 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 3, pageSize: 10 });
    await expect(canvas.getByText(fill(text.compact, { current: 3, pages: 6 }))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** No items: one page, nothing to move to. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas, globals }) => {
    const text = dataText(globals).pagination;
    await expect(canvas.getByText(fill(text.total, { total: 0 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.next })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: pageName(globals, 2) })).toBeDisabled();
    await expect(
      canvas.getByRole('combobox', { name: dataText(globals).pagination.pageSizeLabel }),
    ).toBeDisabled();
  },
};
