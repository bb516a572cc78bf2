import type { ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';

/**
 * What every dialog panel (Modal, Drawer) gives its Radix `Dialog.Content`: focus back to where it was on close,
 * no `aria-describedby` without a description (Radix would point it at an element that does not exist), and a
 * click outside that dismisses only when `maskClosable`.
 */
export function useDialogContentProps({
  description,
  maskClosable,
}: {
  description: ReactNode;
  maskClosable: boolean;
}) {
  const returnFocus = useReturnFocus();
  const keepOpen = (event: Event) => {
    if (!maskClosable) event.preventDefault();
  };
  return {
    ...(description == null ? { 'aria-describedby': undefined } : {}),
    onOpenAutoFocus: returnFocus.onOpenAutoFocus,
    onCloseAutoFocus: returnFocus.onCloseAutoFocus,
    onPointerDownOutside: keepOpen,
    onInteractOutside: keepOpen,
  };
}
