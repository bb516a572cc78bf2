import { styled } from 'styled-components';
import { Spin, useFeatureTranslation } from '@pasture/ui';
import { menuLocale } from '@pasture/ui/internal';

const Centre = styled.div`
  display: flex;
  min-height: 240px;
  flex: 1;
  align-items: center;
  justify-content: center;
`;

/** Shown while a page's code or the guard's user-info call is on its way. */
export function PageLoading() {
  const { t } = useFeatureTranslation(menuLocale);
  return (
    <Centre>
      <Spin size="large" tip={t('menu.shell.loadingPage')} />
    </Centre>
  );
}

const FullPage = styled(Centre)`
  min-height: 100vh;
`;

/** The first load of the app (route code and the guard's user-info call). */
export function FullPageLoading() {
  const { t } = useFeatureTranslation(menuLocale);
  return (
    <FullPage>
      <Spin size="large" tip={t('menu.shell.loadingPage')} />
    </FullPage>
  );
}
