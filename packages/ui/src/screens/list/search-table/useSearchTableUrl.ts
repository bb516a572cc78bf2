import { useEffect, useMemo, useRef } from 'react';
import { useScreenHost } from '../../../routing/screenHost';
import { readSearchTableState, searchOf, type SearchTableState } from './searchTable.params';
import type { PolicyListParams } from './searchTable.types';

/**
 * The search table's whole view — filters, sort, page, page size and the open details — read from the host's URL
 * and changed by navigating, so a reload, back/forward and a shared link show the same thing.
 */
export function useSearchTableUrl() {
  const host = useScreenHost();
  const state = useMemo(() => readSearchTableState(host.location.search), [host.location.search]);

  // Two requests in one event (a sort change also asks for page 1) must build on each other, not on the render's
  // state, and the second must not add a history entry of its own.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const go = (change: (current: SearchTableState) => SearchTableState, replace = false) => {
    const next = change(latest.current);
    const search = searchOf(next);
    if (search === searchOf(latest.current)) return;
    latest.current = next;
    host.navigate(`${host.location.pathname}${search}`, { replace });
  };

  return {
    params: state.params,
    /** The set number whose details are open, or null. */
    view: state.view,
    /** Changes list parameters; `replace` corrects the address without a history entry of its own. */
    setParams: (change: Partial<PolicyListParams>, replace = false) =>
      go((current) => ({ ...current, params: { ...current.params, ...change } }), replace),
    /** Opens the details of a set (by number), or closes them with null. */
    openView: (number: string | null) => go((current) => ({ ...current, view: number })),
  };
}
