import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  useBlocker,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useRevalidator,
} from 'react-router';
import {
  AccessNotice,
  Breadcrumb,
  createTabsStore,
  Footer,
  LeaveUnsavedDialog,
  MessageBox,
  Navbar,
  OfflineBanner,
  SettingsDrawer,
  SettingsFloatingButton,
  TabBar,
  TabScope,
  TabsProvider,
  useSession,
  useSettings,
  useTabs,
  useFeatureTranslation,
  type Role,
} from '@pasture/ui';
import {
  canAccess,
  flattenRoutes,
  LOGIN_PATH,
  RouteName,
  menuLocale,
  useMenuLabel,
  useSessionStore,
  useSettingsStore,
  useTabsStore,
} from '@pasture/ui/internal';
import { useConsoleRouting } from '../router/ConsoleRoutingContext';
import { RoutedScreen } from '../router/RoutedScreen';
import { pageScreens } from '../router/screens';
import type { GuardResult } from '../router/guard';
import { ConsoleMenu, ConsoleMenuDrawer } from './ConsoleMenu';
import {
  Body,
  Content,
  LayoutRoot,
  Main,
  NavbarSlot,
  SideMenu,
  SkipLink,
  TabBarSlot,
} from './ConsoleLayout.styles';
import { createTabAccess, defaultTabFor, tabFor } from './consoleTabs';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { PageLoading } from './PageLoading';
import { scrollMemory } from './scrollMemory';
import { isConsoleHandle } from './RootRoute';
import { useDeviceSync } from './useDevice';

// The guard's not-found answer (a denied page with nothing else permitted) shows the library's not-found screen.
const NotFoundPage = lazy(async () => {
  const load = pageScreens.get(RouteName.notFound);
  if (!load) throw new Error('No registered feature offers the not-found screen.');
  const Screen = await load();
  return { default: () => <RoutedScreen screen={Screen} /> };
});

const MAIN_ID = 'main-content';
const USER_INFO_PATH = '/user/info';
const USER_SETTING_PATH = '/user/setting';

/** The route-table entry of the page the router shows, or null for the not-found page. */
function useCurrentRoute(notFound: boolean) {
  const matches = useMatches();
  const route = matches.map((match) => match.handle).findLast(isConsoleHandle)?.route ?? null;
  return notFound || route?.path === '*' ? null : route;
}

/**
 * The frame of every page that needs a login (Arco Design Pro layout): the navbar with the top menu and the
 * user's tools, the side menu (or a drawer on narrow screens), the tab bar, the breadcrumb, the page and the
 * footer, each shown as the global settings say. Pages visited under the tab bar stay alive while hidden.
 */
export function ConsoleLayout() {
  const { menu } = useConsoleRouting();
  // One tab list per login: the layout mounts after login and unmounts on logout. The list itself is saved, so it
  // survives a page reload; logout forgets it.
  const [tabs] = useState(() => createTabsStore({ defaultTab: defaultTabFor(menu) }));
  return (
    <TabsProvider store={tabs}>
      <ConsoleFrame />
    </TabsProvider>
  );
}

function ConsoleFrame() {
  const { t } = useFeatureTranslation(menuLocale);
  const guardResult = useLoaderData() as GuardResult;
  const { notFound } = guardResult;
  const session = useSession();
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const settings = useSettings();
  const settingsStore = useSettingsStore();
  const tabsStore = useTabsStore();
  const tabs = useTabs();
  const { menu, access, messageSource } = useConsoleRouting();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useDeviceSync(settingsStore);
  const { status, role } = session;
  const mobile = settings.device === 'mobile';
  const showSideMenu = settings.menu && !settings.hideMenu && !mobile;
  const showTopMenu = settings.topMenu && !mobile;
  const showMenuButton = mobile && (settings.menu || settings.topMenu);
  const route = useCurrentRoute(notFound);

  // Every page shown inside the layout opens (or updates) its tab, also while the bar is hidden: turning the bar
  // on shows where the user has been. Not-found pages get no tab.
  const currentTab = route ? tabFor(route, location) : null;
  const currentTabKey = currentTab ? JSON.stringify(currentTab) : null;
  useEffect(() => {
    if (currentTabKey) tabsStore.open(JSON.parse(currentTabKey));
  }, [tabsStore, currentTabKey]);

  // A new role (switch roles) or menu source changes what may be shown: tabs of pages the role may no longer open
  // close, and the guard decides again for this page, sending the user to their first permitted page (contract §4, §6).
  const tabAccess = useMemo(() => createTabAccess(menu), [menu]);
  const { menuFromServer } = settings;
  const decided = useRef({ role, menuFromServer });
  useEffect(() => {
    if (decided.current.role === role && decided.current.menuFromServer === menuFromServer) return;
    decided.current = { role, menuFromServer };
    if (role === null) return;
    tabsStore.retain((tab) => tabAccess(tab, role));
    void revalidator.revalidate();
  }, [role, menuFromServer, revalidator, tabsStore, tabAccess]);

  // The session ended elsewhere (another browser tab logged out or in): let the guard decide again for this page.
  const loggingOut = useRef(false);
  useEffect(() => {
    if (status === 'anonymous' && role === null && !loggingOut.current)
      void revalidator.revalidate();
  }, [status, role, revalidator]);

  async function logout() {
    loggingOut.current = true;
    try {
      await sessionStore.logout();
      tabsStore.reset();
      await navigate(LOGIN_PATH, { replace: true });
    } finally {
      loggingOut.current = false;
    }
  }

  /**
   * After a farm switch the pages stay mounted: their reads are farm-scoped queries that load the new farm's data in
   * place, so what is typed in any tab survives. Only the guard decides again (a farm may change what is allowed).
   */
  const recheckRoute = () => void revalidator.revalidate();

  const mayOpen = (path: string) => {
    const entry = access.find((item) => item.path === path);
    return entry !== undefined && canAccess(entry, role);
  };
  const openPage = (path: string) => () => void navigate(path);

  // Kept alive only while the tab bar shows (closing tabs is the only way to let pages go).
  const cachedNames = settings.tabBar
    ? tabs.tabs.filter((tab) => !tab.ignoreCache).map((tab) => tab.name)
    : [];
  const currentName = route?.name ?? null;
  const keptNames =
    currentName !== null && currentTab?.ignoreCache !== true && settings.tabBar
      ? [...new Set([...cachedNames, currentName])]
      : cachedNames;
  const keptCurrent = currentName !== null && keptNames.includes(currentName) ? currentName : null;

  // Without the tab bar nothing keeps a page alive, so leaving one that holds unsaved input would throw the input
  // away: ask first. The store is read when the navigation starts, so logout (which resets it first) passes.
  const { tabBar } = settings;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !tabBar &&
      currentName !== null &&
      tabsStore.isDirty(currentName) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const leavingTab =
    blocker.state === 'blocked' && currentName !== null
      ? (tabs.tabs.find((tab) => tab.name === currentName) ?? null)
      : null;
  const keptKey = keptNames.join('|');
  // A kept page shown again returns to where it was scrolled; closed tabs are forgotten.
  useLayoutEffect(() => {
    scrollMemory.retain(keptKey === '' ? [] : keptKey.split('|'));
    scrollMemory.track(keptCurrent);
    if (keptCurrent !== null) scrollMemory.restore(keptCurrent);
  }, [keptCurrent, keptKey, location.key]);

  const deniedNotice = useDeniedNotice(guardResult);

  const page = notFound ? (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  ) : (
    <KeepAliveOutlet
      currentName={currentName}
      cachedNames={keptNames}
      keyOf={(name) => tabsStore.keyOf(name)}
      renderPage={(name, element) => (
        <TabScope key={tabsStore.keyOf(name)} name={name}>
          {element}
        </TabScope>
      )}
    />
  );

  return (
    <LayoutRoot>
      <SkipLink href={`#${MAIN_ID}`}>{t('menu.shell.skipToContent')}</SkipLink>
      {settings.navbar ? (
        <NavbarSlot>
          <Navbar
            topMenu={showTopMenu ? <ConsoleMenu mode="horizontal" /> : undefined}
            showMenuButton={showMenuButton}
            onOpenMenu={() => setDrawerOpen(true)}
            messageBox={<MessageBox source={messageSource} />}
            onOpenSettings={() => setSettingsOpen(true)}
            onLogout={logout}
            onOpenUserCenter={mayOpen(USER_INFO_PATH) ? openPage(USER_INFO_PATH) : undefined}
            onOpenUserSettings={
              mayOpen(USER_SETTING_PATH) ? openPage(USER_SETTING_PATH) : undefined
            }
            onFarmChanged={recheckRoute}
          />
        </NavbarSlot>
      ) : null}
      <Body>
        {showSideMenu ? (
          <SideMenu aria-label={t('menu.shell.sideMenu')} data-navbar={settings.navbar}>
            <ConsoleMenu
              collapsed={settings.menuCollapse}
              width={settings.menuWidth}
              onCollapsedChange={(menuCollapse) => settingsStore.update({ menuCollapse })}
            />
          </SideMenu>
        ) : null}
        <Content>
          {settings.tabBar ? (
            <TabBarSlot data-navbar={settings.navbar}>
              <TabBar
                onSelect={({ tab }) => void navigate(tab.fullPath)}
                onReload={({ tab }) => scrollMemory.forget(tab.name)}
              />
            </TabBarSlot>
          ) : null}
          <Breadcrumb routes={menu} currentPath={location.pathname} />
          <Main id={MAIN_ID} tabIndex={-1}>
            <OfflineBanner />
            {deniedNotice}
            {page}
          </Main>
          {settings.footer ? <Footer /> : null}
        </Content>
      </Body>
      {mobile ? <ConsoleMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} /> : null}
      {settings.navbar ? null : <SettingsFloatingButton onClick={() => setSettingsOpen(true)} />}
      <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />
      <LeaveUnsavedDialog
        page={leavingTab}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </LayoutRoot>
  );
}

/**
 * The notice for a page the role may not open that the guard sent the user away from (contract §6: to the first
 * permitted page): the page's menu name and the roles it needs, until closed or the next navigation.
 */
function useDeniedNotice(guardResult: GuardResult) {
  const { menu } = useConsoleRouting();
  const label = useMenuLabel();
  // The guard's answer of the navigation whose notice was closed: each navigation answers anew.
  const [closed, setClosed] = useState<GuardResult | null>(null);
  const denied = guardResult.denied ?? null;
  const route = useMemo(
    () =>
      denied === null ? undefined : flattenRoutes(menu).find((entry) => entry.path === denied),
    [menu, denied],
  );
  if (route === undefined || closed === guardResult) return null;
  const roles = (route.roles ?? []).filter((role): role is Role => role !== '*');
  if (roles.length === 0) return null;
  return (
    <AccessNotice
      page={label(route.menuLabelKey)}
      roles={roles}
      onClose={() => setClosed(guardResult)}
    />
  );
}
