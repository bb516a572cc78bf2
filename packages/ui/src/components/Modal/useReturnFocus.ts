import { useCallback, useRef } from 'react';

/**
 * Radix returns focus to a `Dialog.Trigger` only. Dialogs here are usually opened by parent state (a 401
 * answer, a table row action), so remember what had focus at open time and return there on close.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
