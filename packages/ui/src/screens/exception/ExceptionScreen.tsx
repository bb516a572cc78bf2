import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { exceptionLocale } from './locales';
import { styled } from 'styled-components';
import { Button } from '../../components/Button/Button';
import { PagePanel } from '../../components/Page';
import { ExceptionResult } from '../../components/Result/ExceptionResult';
import { useScreenHost } from '../../routing/screenHost';
import { theme } from '../../theme/tokens';

/** The exception pages there are, by HTTP status: 403 access denied, 404 page not found, 500 server error. */
export type ExceptionCode = '403' | '404' | '500';

/** Props of `ExceptionScreen`: which page, and what its Back and Retry buttons do. */
export interface ExceptionScreenProps {
  /** Which exception page. */
  code: ExceptionCode;
  /** Back: leaves the page. Default: the screen host's `leave` (history back, or the landing page). */
  onBack?: () => void;
  /** Retry (404 only): tries the page again. Default: the screen host decides again (`revalidate`). */
  onRetry?: () => void;
}

/** One panel, the result in its middle. */
const Page = styled(PagePanel)`
  align-items: center;
  justify-content: center;
  min-height: 100%;
  padding: ${theme.space.xxxl} ${theme.space.lg};
`;

/**
 * Exception pages: 403 'Access to this resource on the server is denied' with Back; 404 'Whoops, this
 * page is gone' with Retry and Back; 500 'Internal server error' with Back.
 */
export function ExceptionScreen({ code, onBack, onRetry }: ExceptionScreenProps) {
  const { t } = useFeatureTranslation(exceptionLocale);
  const host = useScreenHost();
  const showRetry = code === '404';
  return (
    <Page>
      <ExceptionResult
        status={code}
        title={t(`exception.${code}.description`)}
        headingLevel={1}
        extra={
          <>
            {showRetry ? (
              <Button variant="secondary" onClick={onRetry ?? host.revalidate}>
                {t('exception.retry')}
              </Button>
            ) : null}
            <Button variant="primary" onClick={onBack ?? host.leave}>
              {t('exception.back')}
            </Button>
          </>
        }
      />
    </Page>
  );
}

/** Props of `Exception403Screen`: only Back (the 403 page has no Retry). */
export type Exception403ScreenProps = Omit<ExceptionScreenProps, 'code' | 'onRetry'>;
/** Props of `Exception404Screen`: Back and Retry. */
export type Exception404ScreenProps = Omit<ExceptionScreenProps, 'code'>;
/** Props of `Exception500Screen`: only Back (the 500 page has no Retry). */
export type Exception500ScreenProps = Omit<ExceptionScreenProps, 'code' | 'onRetry'>;

/** The 403 page ('Access to this resource on the server is denied') with Back: `ExceptionScreen` with `code="403"`. */
export function Exception403Screen(props: Exception403ScreenProps) {
  return <ExceptionScreen code="403" {...props} />;
}

/** The 404 page ('Whoops, this page is gone') with Retry and Back: `ExceptionScreen` with `code="404"`. */
export function Exception404Screen(props: Exception404ScreenProps) {
  return <ExceptionScreen code="404" {...props} />;
}

/** The 500 page ('Internal server error') with Back: `ExceptionScreen` with `code="500"`. */
export function Exception500Screen(props: Exception500ScreenProps) {
  return <ExceptionScreen code="500" {...props} />;
}
