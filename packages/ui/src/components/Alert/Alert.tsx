import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Icon } from '../Icon/Icon';
import { statusIcons, type FeedbackStatus } from '../shared/status';
import {
  AlertAction,
  AlertBody,
  AlertClose,
  AlertDescription,
  AlertIcon,
  AlertRoot,
  AlertTitle,
} from './Alert.styles';

/**
 * Tone of an `Alert`: `info` (blue, polite `status`), `success` (green, `status`), `warning` (orange, `alert`) or
 * `error` (red, `alert`). The tone decides the colour, the icon and the word read out before the message.
 */
export type AlertType = FeedbackStatus;

/** Props of `Alert`. Other `<div>` attributes go to the root; a `role` given here replaces the one the tone picks. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Tone and icon. Default `info`. */
  type?: AlertType;
  /** Bold first line; with it the alert grows into a block with the description under it. */
  title?: ReactNode;
  /** The message. `children` is used when this is not given. */
  description?: ReactNode;
  /** Show the tone icon (default `true`). */
  showIcon?: boolean;
  /** Replaces the tone icon. */
  icon?: ReactNode;
  /** A small action at the right end, e.g. a text button. */
  action?: ReactNode;
  /** Adds a close button ("Close", translated). The alert hides itself and then calls `onClose`. */
  closable?: boolean;
  /** Called after the user closed the alert. */
  onClose?: () => void;
  /** The message, when `description` is not given. */
  children?: ReactNode;
}

/**
 * An inline message in one of four tones. Errors and warnings are `role="alert"` so a newly shown one is
 * announced; info and success are a polite `status`. The tone is also spoken ("Error: …"), not only coloured.
 */
export function Alert({
  type = 'info',
  title,
  description,
  showIcon = true,
  icon,
  action,
  closable = false,
  onClose,
  children,
  role,
  ...rest
}: AlertProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const hasTitle = title != null;
  const message = description ?? children;
  return (
    <AlertRoot
      role={role ?? (type === 'error' || type === 'warning' ? 'alert' : 'status')}
      data-type={type}
      data-has-title={hasTitle ? 'true' : 'false'}
      {...rest}
    >
      {showIcon ? (
        <AlertIcon aria-hidden="true">{icon ?? <Icon icon={statusIcons[type]} />}</AlertIcon>
      ) : null}
      <AlertBody>
        <VisuallyHidden>{`${t(`components.status.${type}`)}: `}</VisuallyHidden>
        {hasTitle ? <AlertTitle>{title}</AlertTitle> : null}
        {message != null ? <AlertDescription>{message}</AlertDescription> : null}
      </AlertBody>
      {action != null ? <AlertAction>{action}</AlertAction> : null}
      {closable ? (
        <AlertClose
          type="button"
          aria-label={t('components.close')}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <Icon icon={X} />
        </AlertClose>
      ) : null}
    </AlertRoot>
  );
}
