import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { apiLocale } from '../api/locales';
import { useSessionStore } from '../auth';
import { ConfirmModal, Modal, Spin } from '../components';
import type { SessionPrompt } from './sessionPrompt';

// The form (react-hook-form, yup) loads only when someone needs to log in again, never on the first page.
const ReloginForm = lazy(() =>
  import('./ReloginForm').then((module) => ({ default: module.ReloginForm })),
);
/**
 * What the session-expired dialog's Re-Login does: `inPlace` logs in again over the page and retries the failed
 * calls, keeping everything typed; `reload` logs out and reloads (or calls the host's `onRelogin`).
 */
export type ReloginMode = 'inPlace' | 'reload';

export interface SessionExpiredDialogProps {
  /** The prompt the API client asks through. */
  prompt: SessionPrompt;
  /**
   * What Re-Login does. `inPlace` (default) opens a login form over the page and, once logged in, retries the
   * failed calls — the page and everything typed on it stay. `reload` logs out and calls `onRelogin` (contract §8).
   */
  relogin?: ReloginMode;
  /** After logging out in `reload` mode; default reloads the page. */
  onRelogin?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * contract §8: on HTTP 401 (title 'no permission' in Chinese, 'Confirm logout' in English) or a debug logout code
 * (title 'Confirm logout'), one dialog offers to stay on the page or log in again.
 */
export function SessionExpiredDialog({
  prompt,
  relogin = 'inPlace',
  onRelogin = reloadPage,
}: SessionExpiredDialogProps) {
  const { t } = useFeatureTranslation(apiLocale);
  const session = useSessionStore();
  const { event } = useSyncExternalStore(prompt.subscribe, prompt.getSnapshot, prompt.getSnapshot);
  const [leaving, setLeaving] = useState(false);
  const [stage, setStage] = useState<'confirm' | 'login'>('confirm');

  const settle = (relogged: boolean) => {
    setStage('confirm');
    prompt.settle(relogged);
  };

  const logoutAndLeave = async () => {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      setLeaving(false);
      settle(false);
      onRelogin();
    }
  };

  return (
    <>
      <ConfirmModal
        open={event !== null && stage === 'confirm'}
        onOpenChange={(open) => {
          if (!open && !leaving && stage === 'confirm') settle(false);
        }}
        status="warning"
        title={
          event?.reason === 'http401' ? t('api.session.title401') : t('api.session.titleLogout')
        }
        content={t('api.session.content')}
        confirmText={t('api.session.relogin')}
        cancelText={t('api.session.cancel')}
        confirmLoading={leaving}
        onConfirm={() => {
          if (relogin === 'inPlace') setStage('login');
          else void logoutAndLeave();
        }}
        onCancel={() => settle(false)}
      />
      <Modal
        open={event !== null && stage === 'login'}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
        title={t('api.session.reloginTitle')}
        footer={null}
        maskClosable={false}
        width={400}
      >
        <Suspense fallback={<Spin />}>
          <ReloginForm onDone={() => settle(true)} onCancel={() => settle(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
