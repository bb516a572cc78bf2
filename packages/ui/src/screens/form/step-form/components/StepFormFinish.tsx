import type { Ref } from 'react';
import { Button } from '../../../../components/Button';
import { Descriptions, type DescriptionsItemData } from '../../../../components/Descriptions';
import { Result } from '../../../../components/Result';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { stepFormLocale } from '../locales';
import { StepFormSummary, StepFormSummaryTitle } from '../stepForm.styles';
import type { ChannelFormRequest } from '../stepForm.types';

export interface StepFormFinishProps {
  /** The channel as it was sent (and accepted). */
  submitted: ChannelFormRequest;
  /** "View result": opens the submission's result page. */
  onViewResult: () => void;
  /** "Create another": an empty form on the first step. */
  onCreateAnother: () => void;
  /** Reaches the result block, which takes focus when the step appears (it is then read from its heading on). */
  resultRef?: Ref<HTMLDivElement>;
}

/** Step 3: the product's 'The form is submitted successfully!', what was sent, and what to do next. */
export function StepFormFinish({
  submitted,
  onViewResult,
  onCreateAnother,
  resultRef,
}: StepFormFinishProps) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const field = (name: keyof ChannelFormRequest) => t(`stepForm.fields.${name}`);
  const items: DescriptionsItemData[] = [
    { key: 'activityName', label: field('activityName'), value: submitted.activityName },
    {
      key: 'channelType',
      label: field('channelType'),
      value: t(`stepForm.fields.channelTypes.${submitted.channelType}`),
    },
    {
      key: 'promotionTime',
      label: field('promotionTime'),
      value: `${submitted.promotionTime[0]} – ${submitted.promotionTime[1]}`,
      span: 2,
    },
    { key: 'promoteLink', label: field('promoteLink'), value: submitted.promoteLink, span: 2 },
    {
      key: 'advertisingSource',
      label: field('advertisingSource'),
      value: submitted.advertisingSource,
    },
    {
      key: 'advertisingMedia',
      label: field('advertisingMedia'),
      value: submitted.advertisingMedia,
    },
    { key: 'keyword', label: field('keyword'), value: submitted.keyword },
    {
      key: 'pushNotify',
      label: field('pushNotify'),
      value: t(submitted.pushNotify ? 'stepForm.finish.on' : 'stepForm.finish.off'),
    },
    {
      key: 'advertisingContent',
      label: field('advertisingContent'),
      value: submitted.advertisingContent,
      span: 2,
    },
  ];
  return (
    <Result
      ref={resultRef}
      tabIndex={-1}
      status="success"
      title={t('stepForm.finish.title')}
      subTitle={t('stepForm.finish.subTitle', { name: submitted.activityName })}
      extra={
        <>
          <Button onClick={onViewResult}>{t('stepForm.actions.viewResult')}</Button>
          <Button variant="primary" onClick={onCreateAnother}>
            {t('stepForm.actions.createAnother')}
          </Button>
        </>
      }
    >
      <StepFormSummary>
        <StepFormSummaryTitle>{t('stepForm.finish.summary')}</StepFormSummaryTitle>
        <Descriptions items={items} column={2} />
      </StepFormSummary>
    </Result>
  );
}
