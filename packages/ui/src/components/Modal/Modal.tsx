import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Button, type ButtonProps } from '../Button/Button';
import {
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
  ModalTitle,
} from './Modal.styles';
import { DialogCloseButton } from './DialogCloseButton';
import { modalWidthStyle } from './modalWidthStyle';
import { useDialogContentProps } from './useDialogContentProps';
import { usePortalContainer } from '../../theme/PortalContainer';

/**
 * Props of `Modal`. Controlled: the parent holds `open` and updates it in `onOpenChange`; the default footer is Cancel
 * + OK.
 */
export interface ModalProps {
  /** Whether the dialog is open. The parent owns this state. */
  open: boolean;
  /**
   * Called with `false` when the user dismisses the dialog (Cancel, the close button, Escape or a click on the
   * mask) and with `true` when `trigger` is pressed. OK does not close it: do so in `onOk` when the work is done.
   */
  onOpenChange: (open: boolean) => void;
  /** Dialog title; it is also the dialog's accessible name. */
  title: ReactNode;
  /** A short line under the title that screen readers read with the name (becomes `aria-describedby`). */
  description?: ReactNode;
  /** The dialog body. */
  children?: ReactNode;
  /** Replaces the default Cancel + OK footer; `null` removes the footer. */
  footer?: ReactNode;
  /** Called when OK is pressed. */
  onOk?: () => void;
  /** Called whenever the user dismisses the dialog without OK (before `onOpenChange(false)`). */
  onCancel?: () => void;
  /** Text of the OK button. Defaults to the translated "OK". */
  okText?: ReactNode;
  /** Text of the Cancel button. Defaults to the translated "Cancel". */
  cancelText?: ReactNode;
  /** Puts the OK button in its loading state (spinner, busy, no second press). */
  okLoading?: boolean;
  /** Extra props for the OK button, e.g. `{ variant: 'danger' }` or `{ type: 'submit', form: 'id' }`. */
  okButtonProps?: Omit<ButtonProps, 'onClick' | 'loading' | 'children'>;
  /** Hides the Cancel button. */
  hideCancel?: boolean;
  /** Shows the close (×) button in the header. Default `true`. */
  closable?: boolean;
  /** Closes the dialog on a click on the mask. Default `true`. */
  maskClosable?: boolean;
  /** Dialog width in px or any CSS length; it never exceeds the window. Default 520 px. */
  width?: number | string;
  /** An element that opens the dialog when pressed (it gets `aria-haspopup`/`aria-expanded`). Optional. */
  trigger?: ReactElement;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
}

/**
 * A modal dialog (Radix Dialog): focus is trapped inside, Escape and the mask dismiss it, and focus returns to
 * where it was. Controlled: pass `open` and `onOpenChange`.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  onOk,
  onCancel,
  okText,
  cancelText,
  okLoading = false,
  okButtonProps,
  hideCancel = false,
  closable = true,
  maskClosable = true,
  width,
  trigger,
  className,
}: ModalProps) {
  const portalContainer = usePortalContainer();
  const { t } = useFeatureTranslation(componentsLocale);
  const contentProps = useDialogContentProps({ description, maskClosable });
  const handleOpenChange = (next: boolean) => {
    if (!next) onCancel?.();
    onOpenChange(next);
  };

  const defaultFooter = (
    <ModalFooter>
      {hideCancel ? null : (
        <Dialog.Close asChild>
          <Button variant="secondary">{cancelText ?? t('components.cancel')}</Button>
        </Dialog.Close>
      )}
      <Button variant="primary" {...okButtonProps} loading={okLoading} onClick={() => onOk?.()}>
        {okText ?? t('components.ok')}
      </Button>
    </ModalFooter>
  );

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={portalContainer}>
        <ModalOverlay>
          <ModalContent className={className} style={modalWidthStyle(width)} {...contentProps}>
            <ModalHeader>
              <ModalTitle>{title}</ModalTitle>
              {closable ? <DialogCloseButton /> : null}
            </ModalHeader>
            <ModalBody>
              {description != null ? <ModalDescription>{description}</ModalDescription> : null}
              {children}
            </ModalBody>
            {footer === undefined ? (
              defaultFooter
            ) : footer === null ? null : (
              <ModalFooter>{footer}</ModalFooter>
            )}
          </ModalContent>
        </ModalOverlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
