import { Button } from '../../components/Button';
import { Result } from '../../components/Result';
import { Steps, type StepItemData } from '../../components/Steps';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { useScreenHost } from '../../routing/screenHost';
import { resultLocale } from './locales';
import { ResultBox, ResultBoxTitle, ResultPage } from './result.styles';

/** Where "Project list" goes: the list of content sets (the search table). */
const PROJECT_LIST_PATH = '/list/search-table';

/** The application's steps; the leader's review is in progress (waiting, processing, launched). */
const PROGRESS = [
  { step: 'apply', status: 'submitted' },
  { step: 'review', status: 'processing' },
  { step: 'purchase', status: 'waiting' },
  { step: 'safety', status: 'waiting' },
  { step: 'launch', status: 'waiting' },
] as const;
const CURRENT_STEP = 1;

/** Props of `ResultSuccessScreen`: what "Print result" does. */
export interface ResultSuccessScreenProps {
  /** "Print result". Default: the browser's print dialog. */
  onPrint?: () => void;
}

/**
 * Result → Success (admin only): the success result ('The form is submitted successfully!') with print and project-list actions, and the application's progress as steps.
 */
export function ResultSuccessScreen({ onPrint }: ResultSuccessScreenProps) {
  const { t } = useFeatureTranslation(resultLocale);
  const host = useScreenHost();
  const items: StepItemData[] = PROGRESS.map(({ step, status }) => ({
    title: t(`result.success.steps.${step}`),
    description: t(`result.success.status.${status}`),
  }));
  return (
    <ResultPage as="section" aria-label={t('result.success.title')}>
      <Result
        status="success"
        headingLevel={1}
        title={t('result.success.title')}
        subTitle={t('result.success.subTitle')}
        extra={
          <>
            <Button onClick={onPrint ?? (() => window.print())}>{t('result.success.print')}</Button>
            <Button variant="primary" onClick={() => host.navigate(PROJECT_LIST_PATH)}>
              {t('result.success.projectList')}
            </Button>
          </>
        }
      >
        <ResultBox>
          <ResultBoxTitle>{t('result.success.progress')}</ResultBoxTitle>
          <Steps
            type="dot"
            items={items}
            current={CURRENT_STEP}
            aria-label={t('result.success.stepsLabel')}
          />
        </ResultBox>
      </Result>
    </ResultPage>
  );
}
