import { Descriptions } from '../../../../components/Descriptions';
import { Tag } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import type { Studio } from '../monitor.types';
import { monitorLocale } from '../locales';

export interface StudioInformationProps {
  studio: Studio;
}

/** Studio: title, online notification, category and live method, with its audit state. */
export function StudioInformation({ studio }: StudioInformationProps) {
  const { t } = useFeatureTranslation(monitorLocale);
  return (
    <Descriptions
      column={1}
      layout="vertical"
      items={[
        { key: 'title', label: t('monitor.information.studioTitle'), value: studio.title },
        { key: 'id', label: t('monitor.studios.id'), value: studio.id },
        {
          key: 'notification',
          label: t('monitor.information.onlineNotification'),
          value: studio.onlineNotification,
        },
        {
          key: 'category',
          label: t('monitor.information.category'),
          value: t(`monitor.categories.${studio.category}`),
        },
        {
          key: 'method',
          label: t('monitor.information.liveMethod'),
          value: t(`monitor.liveMethods.${studio.liveMethod}`),
        },
        {
          key: 'audit',
          label: t('monitor.information.audit'),
          value:
            studio.auditStatus === 'failed' ? (
              <Tag color="danger" size="small">
                {t('monitor.studios.auditFailed')}
              </Tag>
            ) : (
              <Tag color="success" size="small">
                {t('monitor.studios.auditPassed')}
              </Tag>
            ),
        },
      ]}
    />
  );
}
