import { Descriptions, type DescriptionsItemData } from '../../../../components/Descriptions';
import type { Locale } from '../../../../i18n/locale';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import type BasicProfileTexts from '../locales/en-US.json';
import type { ProfileParameters } from '../basicProfile.types';
import { basicProfileLocale } from '../locales';
import { BasicProfileGroupTitle } from '../basicProfile.styles';

export interface ProfileParametersViewProps {
  /** The video and audio settings to show. */
  parameters: ProfileParameters;
  /** `current`: the parameters the change asks for; `previous`: those in force before it (titles say "Original"). */
  kind: 'current' | 'previous';
}

/*
 * One label column for both lists, as wide as the longest label (en-US 'Acquisition frame rate'), so every value
 * column starts at the same place instead of right after its own label (issue 18).
 */
const LABEL_WIDTH: Readonly<Record<Locale, number>> = { 'zh-CN': 100, 'en-US': 168 };

/** The video and audio parameters as two description lists (video and audio parameters). */
export function ProfileParametersView({ parameters, kind }: ProfileParametersViewProps) {
  const { t } = useFeatureTranslation(basicProfileLocale);
  const { video, audio } = parameters;
  const labelWidth = LABEL_WIDTH[useLocale().locale];
  const label = (name: keyof (typeof BasicProfileTexts)['basicProfile']['fields']) =>
    t(`basicProfile.fields.${name}`);
  const fps = (value: number) => t('basicProfile.values.fps', { value });
  const bps = (value: number) => t('basicProfile.values.bps', { value });
  const channels = (count: number) => t('basicProfile.values.channels', { count });
  const videoItems: DescriptionsItemData[] = [
    { key: 'mode', label: label('matchMode'), value: t(`basicProfile.values.mode.${video.mode}`) },
    { key: 'aRes', label: label('acquisitionResolution'), value: video.acquisition.resolution },
    { key: 'aFps', label: label('acquisitionFrameRate'), value: fps(video.acquisition.frameRate) },
    { key: 'eRes', label: label('encodingResolution'), value: video.encoding.resolution },
    { key: 'min', label: label('encodingRateMin'), value: bps(video.encoding.rate.min) },
    { key: 'max', label: label('encodingRateMax'), value: bps(video.encoding.rate.max) },
    {
      key: 'default',
      label: label('encodingRateDefault'),
      value: bps(video.encoding.rate.default),
    },
    { key: 'eFps', label: label('encodingFrameRate'), value: fps(video.encoding.frameRate) },
    { key: 'profile', label: label('encodingProfile'), value: video.encoding.profile },
  ];
  const audioItems: DescriptionsItemData[] = [
    { key: 'mode', label: label('matchMode'), value: t(`basicProfile.values.mode.${audio.mode}`) },
    {
      key: 'aChannels',
      label: label('acquisitionChannels'),
      value: channels(audio.acquisition.channels),
    },
    {
      key: 'rate',
      label: label('encodingRate'),
      value: t('basicProfile.values.kbps', { value: audio.encoding.rate }),
    },
    {
      key: 'eChannels',
      label: label('encodingChannels'),
      value: channels(audio.encoding.channels),
    },
    { key: 'profile', label: label('encodingProfile'), value: audio.encoding.profile },
  ];
  const prefix = kind === 'previous' ? 'previous' : '';
  return (
    <>
      <Descriptions
        title={
          <BasicProfileGroupTitle>
            {t(`basicProfile.parameters.${prefix ? 'previousVideo' : 'video'}`)}
          </BasicProfileGroupTitle>
        }
        items={videoItems}
        labelWidth={labelWidth}
      />
      <Descriptions
        title={
          <BasicProfileGroupTitle>
            {t(`basicProfile.parameters.${prefix ? 'previousAudio' : 'audio'}`)}
          </BasicProfileGroupTitle>
        }
        items={audioItems}
        labelWidth={labelWidth}
      />
    </>
  );
}
