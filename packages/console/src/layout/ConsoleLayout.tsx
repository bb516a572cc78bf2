import { LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import {
  Button,
  Icon,
  LOGIN_PATH,
  useClientVariant,
  useSession,
  useSessionStore,
} from '@pasture/ui';
import type { GuardResult } from '../router/guard';
import { CurrentUser } from './CurrentUser';
import { LanguageSelect } from './LanguageSelect';
import { PageLoading } from './PageLoading';
import {
  ActionItem,
  Actions,
  Brand,
  Header,
  LayoutRoot,
  Main,
  ProductTitle,
  SkipLink,
} from './ConsoleLayout.styles';

const NotFoundPage = lazy(() => import('../routes/NotFoundRoute'));

const MAIN_ID = 'main-content';

/**
 * The frame of every page that needs a login: a header with the product, the current user, the language and
 * logout, and the page below. The full shell (menu, navbar tools, tabs) replaces this in the next step.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { notFound } = useLoaderData() as GuardResult;
  const variant = useClientVariant();
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [loggingOut, setLoggingOut] = useState(false);
  const loggingOutRef = useRef(false);

  // The session ended elsewhere (another tab logged out or in): let the guard decide again for this page.
  const { status, role } = session;
  useEffect(() => {
    if (status === 'anonymous' && role === null && !loggingOutRef.current)
      void revalidator.revalidate();
  }, [status, role, revalidator]);

  async function logout() {
    loggingOutRef.current = true;
    setLoggingOut(true);
    try {
      await store.logout();
    } finally {
      setLoggingOut(false);
    }
    await navigate(LOGIN_PATH, { replace: true });
    loggingOutRef.current = false;
  }

  const { Logo } = variant;
  return (
    <LayoutRoot>
      <SkipLink href={`#${MAIN_ID}`}>{t('menu.shell.skipToContent')}</SkipLink>
      <Header aria-label={t('menu.shell.header')}>
        <Brand>
          <Logo size={32} />
          <ProductTitle>{t(variant.titleKey)}</ProductTitle>
        </Brand>
        <Actions>
          <ActionItem>
            <LanguageSelect />
          </ActionItem>
          <ActionItem>
            <CurrentUser />
          </ActionItem>
          <ActionItem>
            <Button
              variant="outline"
              icon={<Icon icon={LogOut} />}
              loading={loggingOut}
              onClick={() => void logout()}
            >
              {t('menu.account.logout')}
            </Button>
          </ActionItem>
        </Actions>
      </Header>
      <Main id={MAIN_ID} tabIndex={-1}>
        {notFound ? (
          <Suspense fallback={<PageLoading />}>
            <NotFoundPage />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </Main>
    </LayoutRoot>
  );
}
