import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import { stepFormLocale } from '../locales';

export interface StepFormDraftNoticeProps {
  /** When the restored draft was saved (ISO 8601); shown in the user's language and time zone. */
  savedAt: string;
  /** "Discard draft": empties the form and forgets the draft. */
  onDiscard: () => void;
  /** The notice was closed; the restored input stays. */
  onClose: () => void;
}

/** Says that the form holds a restored draft, from when, and offers to throw it away. */
export function StepFormDraftNotice({ savedAt, onDiscard, onClose }: StepFormDraftNoticeProps) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const { locale } = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(savedAt),
  );
  return (
    <Alert
      type="info"
      description={t('stepForm.draft.restored', { time })}
      action={
        <Button size="small" variant="text" onClick={onDiscard}>
          {t('stepForm.draft.discard')}
        </Button>
      }
      closable
      onClose={onClose}
    />
  );
}
