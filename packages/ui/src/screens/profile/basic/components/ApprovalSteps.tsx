import { Steps, type StepItemData } from '../../../../components/Steps';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { APPROVAL_STEPS, type ApprovalStatus } from '../basicProfile.types';
import { basicProfileLocale } from '../locales';

export interface ApprovalStepsProps {
  /** The status /api/profile/basic returns: 1 commit, 2 approval, 3 finish (the change is complete). */
  status: ApprovalStatus;
  /** `vertical` where a row of three is too narrow for the titles (a phone). Default `horizontal`. */
  direction?: 'horizontal' | 'vertical';
}

/** Commit → Approval → Finish ('submit change', 'in approval', 'change complete'), at the profile's status. */
export function ApprovalSteps({ status, direction }: ApprovalStepsProps) {
  const { t } = useFeatureTranslation(basicProfileLocale);
  const items: StepItemData[] = APPROVAL_STEPS.map((step) => ({
    title: t(`basicProfile.steps.${step}`),
    description: t(`basicProfile.steps.${step}Description`),
  }));
  // A finished change has every step done; otherwise the status names the step in progress.
  const current = status === 3 ? items.length : status - 1;
  return (
    <Steps
      items={items}
      current={current}
      direction={direction}
      aria-label={t('basicProfile.steps.label')}
    />
  );
}
