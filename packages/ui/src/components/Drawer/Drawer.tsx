import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { SETTINGS_DRAWER_WIDTH } from '../../constants';
import type { ModalProps } from '../Modal/Modal';
import { DialogCloseButton } from '../Modal/DialogCloseButton';
import { useDialogContentProps } from '../Modal/useDialogContentProps';
import {
  DrawerBody,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerMask,
  DrawerPanel,
  DrawerTitle,
} from './Drawer.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/**
 * Props of `Drawer`. `open`, `title`, `description`, `maskClosable`, `closable` and `className` mean what they mean on
 * `Modal`.
 */
export interface DrawerProps extends Pick<
  ModalProps,
  'open' | 'title' | 'description' | 'maskClosable' | 'closable' | 'className'
> {
  /** Called with `false` when the user dismisses it (close button, Escape, a click on the mask). */
  onOpenChange: (open: boolean) => void;
  /** The body; it scrolls when taller than the window. */
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel + Save). No footer when left out. */
  footer?: ReactNode;
  /** The edge it slides in from. Default `right`. */
  side?: 'right' | 'left';
  /** Width in px or any CSS length; a phone-wide window always gets the full width. Default 300 px. */
  width?: number | string;
  /** Dims the page behind it. Without a mask the drawer is still modal (focus stays inside). Default `true`. */
  mask?: boolean;
  /** Padding around the body. Pass `false` for edge-to-edge content such as a menu. Default `true`. */
  bodyPadding?: boolean;
  /** Name of the close (×) button when "Close" alone would be ambiguous, e.g. "Close menu". Default "Close". */
  closeLabel?: string;
  /**
   * On a phone-wide window the drawer takes the whole width. Pass `false` for a narrow panel (the phone menu) that
   * should keep its width and leave the mask beside it to tap. Default `true`.
   */
  fullWidthOnPhone?: boolean;
}

/**
 * A panel that slides in from the side (Radix Dialog): settings, the phone menu, a record's details. Focus is
 * trapped inside while it is open and returns to where it was when it closes. Controlled: pass `open` and
 * `onOpenChange`.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  side = 'right',
  width = SETTINGS_DRAWER_WIDTH,
  mask = true,
  maskClosable = true,
  closable = true,
  bodyPadding = true,
  closeLabel,
  fullWidthOnPhone = true,
  className,
}: DrawerProps) {
  const portalContainer = usePortalContainer();
  const contentProps = useDialogContentProps({ description, maskClosable });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={portalContainer}>
        {mask ? <DrawerMask /> : null}
        <DrawerPanel
          data-side={side}
          data-phone-width={fullWidthOnPhone ? 'full' : undefined}
          className={className}
          style={
            {
              '--pc-drawer-width': typeof width === 'number' ? `${width}px` : width,
            } as CSSProperties
          }
          {...contentProps}
        >
          <DrawerHeader>
            <DrawerTitle>{title}</DrawerTitle>
            {closable ? <DialogCloseButton label={closeLabel} /> : null}
          </DrawerHeader>
          <DrawerBody data-padded={bodyPadding ? undefined : 'false'}>
            {description != null ? <DrawerDescription>{description}</DrawerDescription> : null}
            {children}
          </DrawerBody>
          {footer != null ? <DrawerFooter>{footer}</DrawerFooter> : null}
        </DrawerPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
