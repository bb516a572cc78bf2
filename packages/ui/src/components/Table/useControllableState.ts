import { useCallback, useState } from 'react';

type Updater<T> = T | ((previous: T) => T);

/**
 * A piece of state the parent may own (`value` given) or leave to the component (`defaultValue`). The setter takes a
 * TanStack-style updater and always reports the resolved next value through `onChange`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (updater: Updater<T>) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (updater: Updater<T>) => {
      const next =
        typeof updater === 'function' ? (updater as (previous: T) => T)(current) : updater;
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
