import { LogOut, Menu as MenuIcon, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import {
  Breadcrumb,
  Button,
  Footer,
  Icon,
  LOGIN_PATH,
  SettingsDrawer,
  SettingsFloatingButton,
  useClientVariant,
  useSession,
  useSessionStore,
  useSettings,
  useSettingsStore,
} from '@pasture/ui';
import { useConsoleRouting } from '../router/ConsoleRoutingContext';
import { ConsoleMenu, ConsoleMenuDrawer } from './ConsoleMenu';
import { useDeviceSync } from './useDevice';
import type { GuardResult } from '../router/guard';
import { CurrentUser } from './CurrentUser';
import { LanguageSelect } from './LanguageSelect';
import { PageLoading } from './PageLoading';
import {
  ActionItem,
  Actions,
  Body,
  Brand,
  Content,
  Header,
  LayoutRoot,
  Main,
  ProductTitle,
  SideMenu,
  SkipLink,
  TopMenuSlot,
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
  const { status, role } = session;
  const settings = useSettings();
  const settingsStore = useSettingsStore();
  const { menu } = useConsoleRouting();
  const { pathname } = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useDeviceSync(settingsStore);
  const mobile = settings.device === 'mobile';
  const showSideMenu = settings.menu && !settings.hideMenu && !mobile;
  const showTopMenu = settings.topMenu && !mobile;
  const showMenuButton = mobile && (settings.menu || settings.topMenu);

  // A new role (switch roles) or menu source changes what this page may show: let the guard decide again, which
  // sends a user away from a page they may no longer see (SPEC §4, §6).
  const { menuFromServer } = settings;
  const decided = useRef({ role, menuFromServer });
  useEffect(() => {
    if (decided.current.role === role && decided.current.menuFromServer === menuFromServer) return;
    decided.current = { role, menuFromServer };
    if (role !== null) void revalidator.revalidate();
  }, [role, menuFromServer, revalidator]);
  const loggingOutRef = useRef(false);

  // The session ended elsewhere (another tab logged out or in): let the guard decide again for this page.
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
      {settings.navbar ? (
        <Header aria-label={t('menu.shell.header')}>
          <Brand>
            {showMenuButton ? (
              <Button
                variant="text"
                aria-label={t('menu.shell.openMenu')}
                icon={<Icon icon={MenuIcon} />}
                onClick={() => setDrawerOpen(true)}
              />
            ) : null}
            <Logo size={32} />
            <ProductTitle>{t(variant.titleKey)}</ProductTitle>
          </Brand>
          {showTopMenu ? (
            <TopMenuSlot>
              <ConsoleMenu mode="horizontal" />
            </TopMenuSlot>
          ) : null}
          <Actions>
            <ActionItem>
              <LanguageSelect />
            </ActionItem>
            <ActionItem>
              <Button
                variant="text"
                aria-label={t('settings.open')}
                icon={<Icon icon={Settings} />}
                onClick={() => setSettingsOpen(true)}
              />
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
      ) : null}
      <Body>
        {showSideMenu ? (
          <SideMenu aria-label={t('menu.shell.sideMenu')}>
            <ConsoleMenu
              collapsed={settings.menuCollapse}
              width={settings.menuWidth}
              onCollapsedChange={(menuCollapse) => settingsStore.update({ menuCollapse })}
            />
          </SideMenu>
        ) : null}
        <Content>
          <Breadcrumb routes={menu} currentPath={pathname} />
          <Main id={MAIN_ID} tabIndex={-1}>
            {notFound ? (
              <Suspense fallback={<PageLoading />}>
                <NotFoundPage />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </Main>
          {settings.footer ? <Footer /> : null}
        </Content>
      </Body>
      {mobile ? <ConsoleMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} /> : null}
      {settings.navbar ? null : <SettingsFloatingButton onClick={() => setSettingsOpen(true)} />}
      <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />
    </LayoutRoot>
  );
}
