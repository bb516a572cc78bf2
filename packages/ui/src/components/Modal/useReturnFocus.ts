import { useCallback, useRef } from 'react';

/** Another dialog that is open (a Radix one that is closing says `data-state="closed"`). */
const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"]):not([data-state="closed"])';

/**
 * Radix returns focus to a `Dialog.Trigger` only. Dialogs here are usually opened by parent state (a 401
 * answer, a table row action), so remember what had focus at open time and return there on close.
 *
 * One exception: when this dialog has finished closing and focus already sits in another open dialog, focus stays
 * there. A dialog that hands over to the next one (a confirm that opens a login form) ends its exit animation after
 * the next one has opened and taken focus, sometimes late; focus sent back to the page then would be pulled back by
 * the open dialog's focus trap, which selects the field's text for the next key to replace. The event is prevented
 * so that Radix does not move focus either.
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
    if (document.activeElement?.closest(OPEN_DIALOG)) {
      event.preventDefault();
    } else if (target?.isConnected) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
