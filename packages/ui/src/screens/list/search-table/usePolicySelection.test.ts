import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePolicySelection } from './usePolicySelection';
import type { PolicyRecord } from './searchTable.types';

const record = (id: string) => ({ id, number: `N${id}`, name: `Set ${id}` }) as PolicyRecord;
const page1 = [record('1'), record('2')];
const page2 = [record('3'), record('4')];

function setup() {
  return renderHook(({ filters, rows }) => usePolicySelection(filters, rows), {
    initialProps: { filters: 'a', rows: page1 },
  });
}

describe('usePolicySelection', () => {
  it('keeps rows chosen on another page, with their records, when the page changes', () => {
    const { result, rerender } = setup();
    act(() => result.current.setRowSelection({ '1': true }));
    rerender({ filters: 'a', rows: page2 });
    act(() => result.current.setRowSelection({ ...result.current.rowSelection, '4': true }));
    expect([...result.current.selected.values()]).toEqual([page1[0], page2[1]]);
    expect(result.current.rowSelection).toEqual({ '1': true, '4': true });
  });

  it('starts empty for other filters, and clears on demand', () => {
    const { result, rerender } = setup();
    act(() => result.current.setRowSelection({ '1': true, '2': true }));
    expect(result.current.selected.size).toBe(2);
    rerender({ filters: 'b', rows: page1 });
    expect(result.current.selected.size).toBe(0);
    act(() => result.current.setRowSelection({ '2': true }));
    act(() => result.current.clear());
    expect(result.current.rowSelection).toEqual({});
  });

  it('ignores ids it has no record for', () => {
    const { result } = setup();
    act(() => result.current.setRowSelection({ '1': true, ghost: true }));
    expect([...result.current.selected.keys()]).toEqual(['1']);
  });
});
