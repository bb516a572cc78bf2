import { Button } from '../../components/Button/Button';
import { Result } from '../../components/Result/Result';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { shellLocale } from '../locales';

/** Why a page could not be shown: its code did not load (`chunk`), or it failed while rendering (`render`). */
export type PageErrorKind = 'chunk' | 'render';

/** Props of `PageErrorFallback`: what went wrong and the action that can fix it. */
export interface PageErrorFallbackProps {
  /** `chunk`: the page's code could not be fetched, usually because a new version was deployed; `render`: it threw. */
  kind: PageErrorKind;
  /** Reloads the console, which fetches the deployed version's code. */
  onReload: () => void;
  /** Shows the page again without a reload; offered for render failures only (a missing chunk stays missing). */
  onRetry?: () => void;
}

/**
 * What a page shows in place of itself when it cannot be shown, inside the console's frame (menu, tabs and other
 * pages stay usable). A page whose code is gone offers a reload, the only way to the new deployment's code.
 */
export function PageErrorFallback({ kind, onReload, onRetry }: PageErrorFallbackProps) {
  const { t } = useFeatureTranslation(shellLocale);
  const chunk = kind === 'chunk';
  return (
    <div role="alert">
      <Result
        status={chunk ? 'warning' : 'error'}
        headingLevel={2}
        title={t(chunk ? 'shell.pageError.chunkTitle' : 'shell.pageError.renderTitle')}
        subTitle={t(
          chunk ? 'shell.pageError.chunkDescription' : 'shell.pageError.renderDescription',
        )}
        extra={
          <>
            {!chunk && onRetry ? (
              <Button onClick={onRetry}>{t('shell.pageError.retry')}</Button>
            ) : null}
            <Button variant="primary" onClick={onReload}>
              {t('shell.pageError.reload')}
            </Button>
          </>
        }
      />
    </div>
  );
}

/**
 * Whether an error is a failed dynamic import: the browsers word it differently (Chromium "Failed to fetch
 * dynamically imported module", Firefox "error loading dynamically imported module", Safari "Importing a module
 * script failed"), and Vite's preload helper reports a missing CSS or JS dependency as "Unable to preload".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload|Failed to load module script/i.test(
    error.message,
  );
}
