import { useCallback, useState } from 'react';
import type { ChartToggleProps } from './chartTypes';

const NONE: readonly string[] = [];

/** The hidden keys of a chart's legend, controlled through `hiddenKeys` or kept here; and a toggle for one key. */
export function useHiddenKeys({
  hiddenKeys,
  defaultHiddenKeys = NONE,
  onHiddenKeysChange,
}: ChartToggleProps): [readonly string[], (key: string) => void] {
  const [own, setOwn] = useState<readonly string[]>(defaultHiddenKeys);
  const current = hiddenKeys ?? own;
  const toggle = useCallback(
    (key: string) => {
      const next = current.includes(key)
        ? current.filter((hidden) => hidden !== key)
        : [...current, key];
      if (hiddenKeys === undefined) setOwn(next);
      onHiddenKeysChange?.({ hiddenKeys: next });
    },
    [current, hiddenKeys, onHiddenKeysChange],
  );
  return [current, toggle];
}
