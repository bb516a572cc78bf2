import * as ContextMenu from '@radix-ui/react-context-menu';
import * as Tabs from '@radix-ui/react-tabs';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { ChevronDown, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { useMenuLabel } from '../../routing/useMenuLabel';
import { tabBarLocale } from './locales';
import { ConfirmModal } from '../../components/Modal/ConfirmModal';
import { Icon } from '../../components/Icon/Icon';
import { DropdownMenu } from '../../components/DropdownMenu/DropdownMenu';
import { MenuPanel } from '../../components/DropdownMenu/DropdownMenu.styles';
import { IconButton } from '../../components/IconButton/IconButton';
import {
  DirtyDot,
  TabBarRoot,
  TabButton,
  TabCloseEnd,
  TabGroup,
  TabScroller,
} from './TabBar.styles';
import { useTabs, useTabsStore } from './TabsProvider';
import type { TabCloseAction, TabCloseResult, TabEntry } from './tabsStore';
import { contextMenuParts, dropdownMenuParts, TabActions, type MenuParts } from './TabActions';
import { useCloseFocus } from './useCloseFocus';
import { useTabStrip } from './useTabStrip';
import { usePortalContainer } from '../../theme/PortalContainer';

/** The tab a `TabBar` asks the host to show (`onSelect`) or reports reloaded (`onReload`). */
export interface TabSelectEvent {
  /** The tab to show: navigate to its `fullPath`. */
  tab: TabEntry;
}

/**
 * Props of `TabBar`. The tabs come from the nearest `TabsProvider`; the props tell the host what to do with the
 * user's choices (navigate, drop cached pages).
 */
export interface TabBarProps {
  /**
   * The user picked a tab, or closing the active tab made another one current: navigate to `tab.fullPath`. The bar
   * does not mark the tab active itself; the host's `open` on the resulting navigation does (a guard may refuse it).
   */
  onSelect: (event: TabSelectEvent) => void;
  /**
   * Tabs were closed (after the unsaved-changes question, if any): `removed` names the closed tabs, whose cached
   * pages can go; `navigateTo` is the tab `onSelect` was also called with, or `null`.
   */
  onClose?: (event: TabCloseResult) => void;
  /** A tab was reloaded: its `keyOf` changed, so a page keyed by it remounts. For anything outside the page. */
  onReload?: (event: TabSelectEvent) => void;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
}

/** A close or reload waiting for the user's answer; `dirtyTabs` are kept for the text while it animates out. */
type Pending =
  | { kind: 'close'; action: TabCloseAction; name: string; dirtyTabs: readonly TabEntry[] }
  | { kind: 'reload'; name: string; dirtyTabs: readonly TabEntry[] };

/**
 * The tab bar above the breadcrumb: one tab per visited page, the default (workplace) tab first and
 * never closable. Each tab has a close button, a context menu and keyboard support (arrow keys, Home/End,
 * Enter/Space to open, Delete to close); the "more" menu at the end acts on the active tab. Closing or reloading a
 * tab whose page holds unsaved input (`useUnsavedChanges`) asks first. Reads the `TabsProvider` store.
 */
export function TabBar({ onSelect, onClose, onReload, className }: TabBarProps) {
  const portalContainer = usePortalContainer();
  const { t } = useFeatureTranslation(tabBarLocale);
  const store = useTabsStore();
  const { tabs, activeName, dirtyNames } = useTabs();
  // The question keeps its last content while it animates out, so `pending` stays set after `open` goes false.
  const [question, setQuestion] = useState<{ open: boolean; pending: Pending | null }>({
    open: false,
    pending: null,
  });
  const { pending } = question;
  const setPending = (next: Pending) => setQuestion({ open: true, pending: next });
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const closeRefs = useRef(new Map<string, HTMLSpanElement>());
  const { willClose, contextMenuCloseFocus, questionCloseFocus } = useCloseFocus({
    tabRefs,
    store,
  });
  const { scrollerRef, overflow, measureOverflow } = useTabStrip({
    activeName,
    tabs,
    tabRefs,
    closeRefs,
  });

  const menuLabel = useMenuLabel();
  const titleOf = useCallback((tab: TabEntry) => menuLabel(tab.title), [menuLabel]);
  const tabNamed = (name: string) => tabs.find((tab) => tab.name === name);

  const select = (name: string) => {
    const tab = tabNamed(name);
    if (tab) onSelect({ tab });
  };

  const closeNow = (action: TabCloseAction, name: string) => {
    willClose();
    const result = store.closeTabs(action, name);
    if (result.removed.length === 0) return;
    onClose?.(result);
    if (result.navigateTo) onSelect({ tab: result.navigateTo });
  };

  const requestClose = (action: TabCloseAction, name: string) => {
    const names = store.namesToClose(action, name);
    if (names.length === 0) return;
    const dirtyTabs = tabs.filter((tab) => names.includes(tab.name) && store.isDirty(tab.name));
    if (dirtyTabs.length > 0) setPending({ kind: 'close', action, name, dirtyTabs });
    else closeNow(action, name);
  };

  const reloadNow = (name: string) => {
    const tab = tabNamed(name);
    if (!tab) return;
    store.reload(name);
    if (name !== activeName) onSelect({ tab });
    onReload?.({ tab });
  };

  const requestReload = (name: string) => {
    const tab = tabNamed(name);
    if (tab && store.isDirty(name)) setPending({ kind: 'reload', name, dirtyTabs: [tab] });
    else reloadNow(name);
  };

  const confirmPending = () => {
    if (!pending) return;
    setQuestion({ open: false, pending });
    if (pending.kind === 'close') closeNow(pending.action, pending.name);
    else reloadNow(pending.name);
  };

  const renderActions = (parts: MenuParts, name: string) => (
    <TabActions
      parts={parts}
      nothingToClose={(action) => store.namesToClose(action, name).length === 0}
      onReload={() => requestReload(name)}
      onClose={(action) => requestClose(action, name)}
    />
  );

  const quotedTitles = (pending?.dirtyTabs ?? [])
    .map((tab) => t('tabBar.quoted', { title: titleOf(tab) }))
    .join(t('tabBar.listSeparator'));

  return (
    <TabBarRoot className={className}>
      <Tabs.Root
        asChild
        value={activeName}
        onValueChange={select}
        activationMode="manual"
        orientation="horizontal"
      >
        <TabScroller
          ref={scrollerRef}
          onScroll={measureOverflow}
          data-overflow-start={overflow.start}
          data-overflow-end={overflow.end}
        >
          <Tabs.List asChild loop aria-label={t('tabBar.label')}>
            <TabGroup>
              {tabs.map((tab, index) => {
                const active = tab.name === activeName;
                const closable = tab.name !== store.defaultTab.name;
                const dirty = dirtyNames.includes(tab.name);
                return (
                  <ContextMenu.Root key={tab.name} modal={false}>
                    <ContextMenu.Trigger asChild>
                      <Tabs.Trigger value={tab.name} asChild aria-controls={undefined}>
                        <TabButton
                          ref={(element: HTMLButtonElement | null) => {
                            if (element) tabRefs.current.set(tab.name, element);
                            else tabRefs.current.delete(tab.name);
                          }}
                          style={{ order: index * 2 }}
                          data-active={active}
                          data-closable={closable}
                          aria-keyshortcuts={closable ? 'Delete' : undefined}
                          onKeyDown={(event) => {
                            if (event.key === 'Delete' && closable) {
                              event.preventDefault();
                              requestClose('current', tab.name);
                            }
                          }}
                          onAuxClick={(event) => {
                            // Middle click closes, as in a browser's tab strip.
                            if (event.button === 1 && closable) requestClose('current', tab.name);
                          }}
                        >
                          {dirty ? <DirtyDot aria-hidden="true" /> : null}
                          {titleOf(tab)}
                          {dirty ? (
                            <VisuallyHidden>{t('tabBar.unsavedMark')}</VisuallyHidden>
                          ) : null}
                        </TabButton>
                      </Tabs.Trigger>
                    </ContextMenu.Trigger>
                    <ContextMenu.Portal container={portalContainer}>
                      <MenuPanel
                        as={ContextMenu.Content}
                        aria-label={titleOf(tab)}
                        onCloseAutoFocus={contextMenuCloseFocus(tab.name)}
                      >
                        {renderActions(contextMenuParts, tab.name)}
                      </MenuPanel>
                    </ContextMenu.Portal>
                  </ContextMenu.Root>
                );
              })}
            </TabGroup>
          </Tabs.List>
          <TabGroup>
            {tabs.map((tab, index) =>
              tab.name === store.defaultTab.name ? null : (
                <TabCloseEnd
                  key={tab.name}
                  ref={(element: HTMLSpanElement | null) => {
                    if (element) closeRefs.current.set(tab.name, element);
                    else closeRefs.current.delete(tab.name);
                  }}
                  style={{ order: index * 2 + 1 }}
                  data-active={tab.name === activeName}
                >
                  <IconButton
                    label={t('tabBar.close', { title: titleOf(tab) })}
                    icon={<Icon icon={X} />}
                    size="mini"
                    shape="round"
                    // Keyboard users close with Delete on the tab; one Tab stop per tab would be noise.
                    tabIndex={-1}
                    onClick={() => requestClose('current', tab.name)}
                  />
                </TabCloseEnd>
              ),
            )}
          </TabGroup>
        </TabScroller>
      </Tabs.Root>
      <DropdownMenu
        // Not modal: the user goes straight back to the tabs or the page.
        modal={false}
        align="end"
        trigger={
          <IconButton
            label={t('tabBar.more')}
            icon={<Icon icon={ChevronDown} />}
            variant="outline"
            size="mini"
          />
        }
      >
        {renderActions(dropdownMenuParts, activeName)}
      </DropdownMenu>
      <ConfirmModal
        open={question.open}
        onOpenChange={(open) => {
          if (!open) setQuestion((current) => ({ ...current, open: false }));
        }}
        title={t('tabBar.unsaved.title')}
        content={
          pending?.kind === 'reload'
            ? t('tabBar.unsaved.reloadContent', { title: quotedTitles })
            : t('tabBar.unsaved.closeContent', { titles: quotedTitles })
        }
        confirmText={
          pending?.kind === 'reload'
            ? t('tabBar.unsaved.confirmReload')
            : t('tabBar.unsaved.confirmClose')
        }
        danger
        onConfirm={confirmPending}
        onCloseAutoFocus={questionCloseFocus}
      />
    </TabBarRoot>
  );
}
