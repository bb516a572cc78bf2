import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { statusIcons, type FeedbackStatus } from '../shared/status';
import {
  ConfirmContent,
  ConfirmFooter,
  ConfirmHeader,
  ConfirmIcon,
  ConfirmText,
  ModalOverlay,
  ModalTitle,
} from './Modal.styles';
import { modalWidthStyle } from './modalWidthStyle';
import { useReturnFocus } from './useReturnFocus';
import { usePortalContainer } from '../../theme/PortalContainer';

/** Props of `ConfirmModal`. Controlled like `Modal`; the parent closes it after acting on `onConfirm`. */
export interface ConfirmModalProps {
  /** Whether the dialog is open. The parent owns this state. */
  open: boolean;
  /**
   * Called with `false` when the user cancels (Cancel button or Escape). Confirm does not close it: the parent
   * decides in `onConfirm` (e.g. log out and reload).
   */
  onOpenChange: (open: boolean) => void;
  /** Title; also the dialog's accessible name. */
  title: ReactNode;
  /** The message; it is the dialog's accessible description, so screen readers read it on open. */
  content: ReactNode;
  /** Tone of the icon before the title. Default `warning`. */
  status?: FeedbackStatus;
  /** Hides the tone icon. */
  hideIcon?: boolean;
  /** Called when the confirm button is pressed. */
  onConfirm: () => void;
  /** Called when the user cancels (before `onOpenChange(false)`). */
  onCancel?: () => void;
  /** Text of the confirm button. Defaults to the translated "OK". */
  confirmText?: ReactNode;
  /** Text of the cancel button. Defaults to the translated "Cancel". */
  cancelText?: ReactNode;
  /** Puts the confirm button in its loading state. */
  confirmLoading?: boolean;
  /** Draws the confirm button in the danger colour, for destructive actions. */
  danger?: boolean;
  /** Hides the cancel button: the dialog then only closes through `onConfirm`. */
  hideCancel?: boolean;
  /** Which button takes focus on open. Default: cancel (the safe choice), or confirm when there is no cancel. */
  initialFocus?: 'confirm' | 'cancel';
  /** Width in px or any CSS length. Default 420 px. */
  width?: number | string;
  /**
   * Called when the dialog has closed and is about to return focus to what had it when it opened. When
   * `event.defaultPrevented` is true, focus is settled: returned there, or left in another open dialog that holds
   * it. When it is false (the element is gone), call `event.preventDefault()` and focus something yourself, or
   * focus falls to the document.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * An alert dialog that asks the user to confirm or cancel (e.g. "Confirm logout" after the session expired).
 * It is `role="alertdialog"`, does not close on a mask click, and puts focus on the safe button first.
 */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  content,
  status = 'warning',
  hideIcon = false,
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  confirmLoading = false,
  danger = false,
  hideCancel = false,
  initialFocus,
  width,
  onCloseAutoFocus,
}: ConfirmModalProps) {
  const portalContainer = usePortalContainer();
  const { t } = useFeatureTranslation(componentsLocale);
  const returnFocus = useReturnFocus();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focusTarget = hideCancel ? 'confirm' : (initialFocus ?? 'cancel');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal container={portalContainer}>
        <ModalOverlay>
          <ConfirmContent
            role="alertdialog"
            style={modalWidthStyle(width)}
            data-has-icon={hideIcon ? 'false' : 'true'}
            onOpenAutoFocus={(event) => {
              returnFocus.onOpenAutoFocus();
              event.preventDefault();
              (focusTarget === 'confirm' ? confirmRef : cancelRef).current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              returnFocus.onCloseAutoFocus(event);
              onCloseAutoFocus?.(event);
            }}
            onPointerDownOutside={(event) => event.preventDefault()}
            onEscapeKeyDown={(event) => {
              if (hideCancel) event.preventDefault();
            }}
          >
            <ConfirmHeader>
              {hideIcon ? null : (
                <ConfirmIcon data-status={status} aria-hidden="true">
                  <Icon icon={statusIcons[status]} />
                </ConfirmIcon>
              )}
              <ModalTitle>{title}</ModalTitle>
            </ConfirmHeader>
            <ConfirmText>{content}</ConfirmText>
            <ConfirmFooter>
              {hideCancel ? null : (
                <Dialog.Close asChild>
                  <Button ref={cancelRef} variant="secondary">
                    {cancelText ?? t('components.cancel')}
                  </Button>
                </Dialog.Close>
              )}
              <Button
                ref={confirmRef}
                variant={danger ? 'danger' : 'primary'}
                loading={confirmLoading}
                onClick={() => onConfirm()}
              >
                {confirmText ?? t('components.ok')}
              </Button>
            </ConfirmFooter>
          </ConfirmContent>
        </ModalOverlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
