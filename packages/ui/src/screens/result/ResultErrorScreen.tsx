import { Link as LinkIcon } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Result } from '../../components/Result';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { defaultRouteLinks } from '../../routing/systemRoutes';
import { useScreenHost } from '../../routing/screenHost';
import { resultLocale } from './locales';
import { ResultBox, ResultBoxTitle, ResultDetails, ResultPage } from './result.styles';

/** "Return for correction": the form the submission came from. */
const CORRECTION_PATH = '/form/step';
/** "Go home": the workplace, the page the tab bar always holds. */
const HOME_PATH = '/dashboard/workplace';

/** Props of `ResultErrorScreen`: where the registration link points. */
export interface ResultErrorScreenProps {
  /**
   * Address of the registration process the first detail links to (opens in a new tab). Default: the design
   * system's FAQ.
   */
  registrationUrl?: string;
}

/**
 * Result → Error (admin only): 'Submit Error' / 'Submit failed, please retry',
 * the actions Go Back, return for correction and go home, and the details: the domain is unregistered (with a link
 * to the registration process) and the user group lacks the authority for the operation.
 */
export function ResultErrorScreen({
  registrationUrl = defaultRouteLinks.faq,
}: ResultErrorScreenProps) {
  const { t } = useFeatureTranslation(resultLocale);
  const host = useScreenHost();
  return (
    <ResultPage as="section" aria-label={t('result.error.title')}>
      <Result
        status="error"
        headingLevel={1}
        title={t('result.error.title')}
        subTitle={t('result.error.subTitle')}
        extra={
          <>
            <Button onClick={host.leave}>{t('result.error.goBack')}</Button>
            <Button onClick={() => host.navigate(HOME_PATH)}>{t('result.error.goHome')}</Button>
            <Button variant="primary" onClick={() => host.navigate(CORRECTION_PATH)}>
              {t('result.error.correct')}
            </Button>
          </>
        }
      >
        <ResultBox>
          <ResultBoxTitle>{t('result.error.details')}</ResultBoxTitle>
          <ResultDetails>
            <li>
              {t('result.error.domain')}{' '}
              <Link
                href={registrationUrl}
                target="_blank"
                rel="noreferrer"
                icon={<Icon icon={LinkIcon} />}
              >
                {t('result.error.registration')}
              </Link>
            </li>
            <li>{t('result.error.authority')}</li>
          </ResultDetails>
        </ResultBox>
      </Result>
    </ResultPage>
  );
}
