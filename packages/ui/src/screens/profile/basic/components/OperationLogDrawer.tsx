import { Descriptions } from '../../../../components/Descriptions';
import { Drawer } from '../../../../components/Drawer';
import { StatusDot } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import type { OperationLogEntry } from '../basicProfile.types';
import { basicProfileLocale } from '../locales';

export interface OperationLogDrawerProps {
  /** The entry to show; the drawer is closed while null. */
  entry: OperationLogEntry | null;
  /** Called with `false` when the user closes the drawer. */
  onOpenChange: (open: boolean) => void;
}

/** One operation's details, beside the log. */
export function OperationLogDrawer({ entry, onOpenChange }: OperationLogDrawerProps) {
  const { t } = useFeatureTranslation(basicProfileLocale);
  return (
    <Drawer
      open={entry !== null}
      onOpenChange={onOpenChange}
      width={420}
      title={entry ? t('basicProfile.log.details', { number: entry.contentNumber }) : ''}
    >
      {entry ? (
        <Descriptions
          column={1}
          items={[
            {
              key: 'number',
              label: t('basicProfile.log.contentNumber'),
              value: entry.contentNumber,
            },
            {
              key: 'content',
              label: t('basicProfile.log.updateContent'),
              value: entry.updateContent,
            },
            {
              key: 'status',
              label: t('basicProfile.log.status'),
              value:
                entry.status === 1 ? (
                  <StatusDot status="success">{t('basicProfile.log.pass')}</StatusDot>
                ) : (
                  <StatusDot status="processing">{t('basicProfile.log.auditing')}</StatusDot>
                ),
            },
            { key: 'time', label: t('basicProfile.log.updateTime'), value: entry.updateTime },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
