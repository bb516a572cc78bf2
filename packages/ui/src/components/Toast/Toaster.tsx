import * as ToastPrimitive from '@radix-ui/react-toast';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import { useContext, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { TOAST_DURATION_MS } from '../../constants';
import { Icon } from '../Icon/Icon';
import { statusIcons } from '../shared/status';
import type { ToasterStore } from './toasterStore';
import { ToasterContext } from './ToasterContext';
import { ToastClose, ToastIcon, ToastMessage, ToastRoot, ToastViewport } from './Toast.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/** Props of `Toaster`, the element that renders a toast queue. */
export interface ToasterProps {
  /** The queue to render. Defaults to the one of the nearest `ToasterProvider`. */
  toaster?: ToasterStore;
}

/**
 * Renders a toaster's toasts top-centre, like Arco Message (Radix Toast). Each one pauses while hovered or
 * focused, closes on Escape or an upward swipe, and is announced: errors and warnings assertively, the rest
 * politely. F8 moves focus to the list. Mount one per app.
 */
export function Toaster({ toaster: toasterProp }: ToasterProps) {
  const portalContainer = usePortalContainer();
  const { t } = useFeatureTranslation(componentsLocale);
  const contextToaster = useContext(ToasterContext);
  const toaster = toasterProp ?? contextToaster;
  if (!toaster)
    throw new Error('<Toaster> needs a `toaster` prop or a <ToasterProvider> above it.');
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);

  const viewport = <ToastViewport label={t('components.toast.region')} />;
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="up"
      label={t('components.toast.label')}
    >
      {toasts.map((toast) => (
        <ToastRoot
          key={toast.id}
          open={toast.open}
          duration={toast.duration}
          type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
          data-type={toast.type}
          onOpenChange={(open) => {
            if (!open) toaster.dismiss(toast.id);
          }}
        >
          <ToastIcon aria-hidden="true">
            <Icon icon={statusIcons[toast.type]} />
          </ToastIcon>
          <ToastMessage>
            <VisuallyHidden>{`${t(`components.status.${toast.type}`)}: `}</VisuallyHidden>
            {toast.message}
          </ToastMessage>
          {toast.closable ? (
            <ToastClose aria-label={t('components.close')}>
              <Icon icon={X} />
            </ToastClose>
          ) : null}
        </ToastRoot>
      ))}
      {/* In the provider's portal container (or <body>), so no transformed or clipped ancestor can trap the fixed
          list under other layers, and it follows the provider's theme. */}
      {typeof document === 'undefined'
        ? viewport
        : createPortal(viewport, portalContainer ?? document.body)}
    </ToastPrimitive.Provider>
  );
}
