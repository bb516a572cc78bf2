import { Tag } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import {
  PreviewAvatar,
  PreviewBadges,
  PreviewFooter,
  PreviewHost,
  PreviewPoster,
  PreviewViewers,
} from '../monitor.styles';
import type { Studio } from '../monitor.types';
import { monitorLocale } from '../locales';
import { StudioPoster } from './StudioPoster';

export interface StudioPreviewProps {
  /** The studio on show. */
  studio: Studio;
}

/** What the viewers see of a studio: its picture, the live and failed-audit marks, the host and the audience. */
export function StudioPreview({ studio }: StudioPreviewProps) {
  const { t } = useFeatureTranslation(monitorLocale);
  const { locale } = useLocale();
  return (
    <div>
      <PreviewPoster>
        <StudioPoster
          studio={studio}
          label={t('monitor.preview.poster', { title: studio.title })}
        />
        <PreviewBadges>
          <Tag color="primary" size="small">
            {t('monitor.preview.live')}
          </Tag>
          {studio.auditStatus === 'failed' ? (
            <Tag color="danger" size="small">
              {t('monitor.studios.auditFailed')}
            </Tag>
          ) : null}
        </PreviewBadges>
      </PreviewPoster>
      <PreviewFooter>
        <PreviewHost>
          <PreviewAvatar aria-hidden="true">{studio.anchor.slice(0, 1)}</PreviewAvatar>
          <div>
            <div>{studio.title}</div>
            <PreviewViewers>{t('monitor.preview.anchor', { name: studio.anchor })}</PreviewViewers>
          </div>
        </PreviewHost>
        <PreviewViewers>
          {t('monitor.preview.viewers', {
            value: new Intl.NumberFormat(locale).format(studio.viewers),
          })}
        </PreviewViewers>
      </PreviewFooter>
    </div>
  );
}
