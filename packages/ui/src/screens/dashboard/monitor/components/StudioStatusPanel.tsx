import { Descriptions } from '../../../../components/Descriptions';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { StatusSubtitle, StatusTable } from '../monitor.styles';
import type { StudioStatus } from '../monitor.types';
import { monitorLocale } from '../locales';

export interface StudioStatusPanelProps {
  /** Studio status: streams with bit and frame rates, line, CDN, format and quality. */
  status: StudioStatus;
}

/** The studio's streams (main, hot and cold standby) and picture information. */
export function StudioStatusPanel({ status }: StudioStatusPanelProps) {
  const { t } = useFeatureTranslation(monitorLocale);
  return (
    <div>
      <StatusTable>
        <VisuallyHidden asChild>
          <caption>{t('monitor.status.streams')}</caption>
        </VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{t('monitor.status.stream')}</th>
            <th scope="col">{t('monitor.status.bitRate')}</th>
            <th scope="col">{t('monitor.status.frameRate')}</th>
          </tr>
        </thead>
        <tbody>
          {status.streams.map((stream) => (
            <tr key={stream.role}>
              <th scope="row">{t(`monitor.status.roles.${stream.role}`)}</th>
              <td>{t('monitor.status.mbps', { value: stream.bitRate })}</td>
              <td>{t('monitor.status.fps', { value: stream.frameRate })}</td>
            </tr>
          ))}
        </tbody>
      </StatusTable>
      <StatusSubtitle>{t('monitor.status.picture')}</StatusSubtitle>
      <Descriptions
        column={2}
        items={[
          {
            key: 'line',
            label: t('monitor.status.line'),
            value: t(`monitor.status.roles.${status.line}`),
          },
          { key: 'cdn', label: t('monitor.status.cdn'), value: status.cdn },
          { key: 'format', label: t('monitor.status.format'), value: status.format },
          {
            key: 'quality',
            label: t('monitor.status.quality'),
            value: t(`monitor.status.qualities.${status.quality}`),
          },
        ]}
      />
    </div>
  );
}
