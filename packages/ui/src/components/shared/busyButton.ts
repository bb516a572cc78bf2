import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * The state props of a native button that can be busy. A busy (`loading`) button is `aria-disabled` but not
 * `disabled`: it keeps focus, so the keyboard user who pressed it, or whom a closing dialog sends back to it, stays
 * where they were; it takes no click, and cancels the submit a click (or a form's Enter) would make.
 */
export function busyButtonProps({
  loading,
  disabled,
  onClick,
}: {
  loading: boolean;
  disabled: boolean | undefined;
  onClick: MouseEventHandler<HTMLButtonElement> | undefined;
}) {
  return {
    disabled,
    'aria-disabled': (!disabled && loading) || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (loading) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}
