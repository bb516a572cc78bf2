import { useState } from 'react';
import type { TableColumnVisibility, TableDensity } from '../../../components/Table';

/** How this browser shows the search table: hidden columns, their order and the row density. */
export interface ColumnPreferences {
  visibility: TableColumnVisibility;
  /** Column ids in the user's order; `null` for the default order. */
  order: readonly string[] | null;
  density: TableDensity;
}

export const COLUMN_PREFERENCES_KEY = 'pasture.searchTable.columns';

const DEFAULTS: ColumnPreferences = { visibility: {}, order: null, density: 'default' };
const DENSITIES: readonly TableDensity[] = ['compact', 'default', 'comfortable'];

/** The saved preferences, checked field by field: anything damaged or from an older version falls back. */
export function readColumnPreferences(
  saved: string | null,
  knownIds: readonly string[],
): ColumnPreferences {
  if (!saved) return DEFAULTS;
  try {
    const value = JSON.parse(saved) as Partial<Record<keyof ColumnPreferences, unknown>>;
    const visibility: TableColumnVisibility = {};
    if (typeof value.visibility === 'object' && value.visibility !== null) {
      for (const [id, shown] of Object.entries(value.visibility)) {
        if (knownIds.includes(id) && typeof shown === 'boolean') visibility[id] = shown;
      }
    }
    const order =
      Array.isArray(value.order) &&
      value.order.length === knownIds.length &&
      knownIds.every((id) => (value.order as unknown[]).includes(id))
        ? (value.order as string[])
        : null;
    const density = DENSITIES.find((candidate) => candidate === value.density) ?? DEFAULTS.density;
    return { visibility, order, density };
  } catch {
    return DEFAULTS;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The preferences of this browser (localStorage), and a setter that saves them. */
export function useColumnPreferences(knownIds: readonly string[]) {
  const [preferences, setPreferences] = useState<ColumnPreferences>(() =>
    readColumnPreferences(storage()?.getItem(COLUMN_PREFERENCES_KEY) ?? null, knownIds),
  );
  const update = (change: Partial<ColumnPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      try {
        storage()?.setItem(COLUMN_PREFERENCES_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice holds for this visit.
      }
      return next;
    });
  };
  return [preferences, update] as const;
}
