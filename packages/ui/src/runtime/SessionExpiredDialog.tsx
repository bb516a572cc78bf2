import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../auth';
import { ConfirmModal } from '../components';
import type { SessionPrompt } from './sessionPrompt';

export interface SessionExpiredDialogProps {
  /** The prompt the API client asks through. */
  prompt: SessionPrompt;
  /** What happens after Re-Login logged the user out; default reloads the page (SPEC §8). */
  onRelogin?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * SPEC §8: on HTTP 401 (title 'no permission' in Chinese, 'Confirm logout' in English) or a debug logout code
 * (title 'Confirm logout'), one dialog offers to stay on the page or log in again; Re-Login logs out and reloads.
 */
export function SessionExpiredDialog({
  prompt,
  onRelogin = reloadPage,
}: SessionExpiredDialogProps) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const { event } = useSyncExternalStore(prompt.subscribe, prompt.getSnapshot, prompt.getSnapshot);
  const [leaving, setLeaving] = useState(false);

  const relogin = async () => {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      setLeaving(false);
      prompt.settle(false);
      onRelogin();
    }
  };

  return (
    <ConfirmModal
      open={event !== null}
      onOpenChange={(open) => {
        if (!open && !leaving) prompt.settle(false);
      }}
      status="warning"
      title={event?.reason === 'http401' ? t('api.session.title401') : t('api.session.titleLogout')}
      content={t('api.session.content')}
      confirmText={t('api.session.relogin')}
      cancelText={t('api.session.cancel')}
      confirmLoading={leaving}
      onConfirm={() => void relogin()}
      onCancel={() => prompt.settle(false)}
    />
  );
}
