import type { TabEntry } from './tabsStore';
import { ConfirmModal } from '../../components/Modal/ConfirmModal';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { useMenuLabel } from '../../routing/useMenuLabel';
import { tabBarLocale } from './locales';

/** Props of `LeaveUnsavedDialog`: the page with unsaved input (open while set) and the user's two answers. */
export interface LeaveUnsavedDialogProps {
  /** The page being left, whose input is not saved; `null` closes the question. */
  page: TabEntry | null;
  /** The user keeps the page and its input (Cancel, Esc, the ×). */
  onStay: () => void;
  /** The user leaves and gives the input up. */
  onLeave: () => void;
}

/**
 * Asks before the console leaves a page that holds unsaved input when nothing keeps that page alive (the tab bar is
 * off, so leaving unmounts it). With the tab bar on, leaving keeps the page and the tab bar asks on close instead.
 */
export function LeaveUnsavedDialog({ page, onStay, onLeave }: LeaveUnsavedDialogProps) {
  const { t } = useFeatureTranslation(tabBarLocale);
  const menuLabel = useMenuLabel();
  const title = page ? t('tabBar.quoted', { title: menuLabel(page.title) }) : '';
  return (
    <ConfirmModal
      open={page !== null}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t('tabBar.unsaved.title')}
      content={t('tabBar.unsaved.leaveContent', { title })}
      confirmText={t('tabBar.unsaved.confirmLeave')}
      danger
      onConfirm={onLeave}
    />
  );
}
