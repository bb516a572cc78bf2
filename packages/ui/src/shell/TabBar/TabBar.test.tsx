import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/shared/testing';
import { TabBar, type TabBarProps } from './TabBar';
import { TabScope, TabsProvider, useTabs } from './TabsProvider';
import { useUnsavedChanges } from '../../routing/unsavedChanges';
import { createTabsStore, type TabEntry, type TabsStore } from './tabsStore';
import { workplace, searchTable, stepForm, analysis } from './tabs.fixtures';

/** A page with one field that reports unsaved input while it holds text. */
function FormPage() {
  const [value, setValue] = useState('');
  useUnsavedChanges(value !== '');
  return (
    <label>
      Note
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

function ActivePage() {
  const { activeName } = useTabs();
  return (
    <TabScope key={activeName} name={activeName}>
      <FormPage />
    </TabScope>
  );
}

function setup(active: string = analysis.name, props: Partial<TabBarProps> = {}) {
  const store: TabsStore = createTabsStore({ defaultTab: workplace, storage: null });
  for (const tab of [searchTable, stepForm, analysis]) store.open(tab);
  const activeTab = [workplace, searchTable, stepForm, analysis].find((tab) => tab.name === active);
  if (activeTab) store.open(activeTab);
  // The host navigates on select; the navigation's `open` makes the tab active.
  const onSelect = vi.fn(({ tab }: { tab: TabEntry }) => store.open(tab));
  const onClose = vi.fn();
  const onReload = vi.fn();
  renderWithProviders(
    <TabsProvider store={store}>
      <TabBar onSelect={onSelect} onClose={onClose} onReload={onReload} {...props} />
      <ActivePage />
    </TabsProvider>,
  );
  return { store, onSelect, onClose, onReload, user: userEvent.setup() };
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Open pages' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('TabBar', () => {
  it('shows one tab per open page, the active one selected, and no close button on the workplace', () => {
    setup();
    expect(tabNames()).toEqual(['Workplace', 'Search Table', 'Step Form', 'Analysis']);
    expect(screen.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Workplace' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Close Workplace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Search Table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Analysis' })).toBeInTheDocument();
  });

  it('asks the host to navigate when a tab is picked', async () => {
    const { user, onSelect } = setup();
    await user.click(screen.getByRole('tab', { name: 'Search Table' }));
    expect(onSelect).toHaveBeenCalledWith({ tab: searchTable });
    expect(screen.getByRole('tab', { name: 'Search Table' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('closes a tab with its close button and shows the left neighbour when it was active', async () => {
    const { user, onSelect, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close Analysis' }));
    expect(tabNames()).toEqual(['Workplace', 'Search Table', 'Step Form']);
    expect(onClose).toHaveBeenCalledWith({ removed: ['dataAnalysis'], navigateTo: stepForm });
    expect(onSelect).toHaveBeenLastCalledWith({ tab: stepForm });
    expect(screen.getByRole('tab', { name: 'Step Form' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys, opens with Enter and closes with Delete', async () => {
    const { user, onSelect } = setup(workplace.name);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Workplace' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Search Table' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Analysis' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ tab: stepForm });
    expect(screen.getByRole('tab', { name: 'Step Form' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['Workplace', 'Search Table', 'Analysis']);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Search Table' })).toHaveFocus());
    await user.keyboard('{Home}{Delete}');
    expect(tabNames()).toEqual(['Workplace', 'Search Table', 'Analysis']);
  });

  it('disables the close actions of the workplace tab when it is alone', async () => {
    const store = createTabsStore({ defaultTab: workplace, storage: null });
    const user = userEvent.setup();
    renderWithProviders(
      <TabsProvider store={store}>
        <TabBar onSelect={({ tab }) => store.open(tab)} />
      </TabsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    const menu = await screen.findByRole('menu', { name: 'Tab actions' });
    for (const name of [
      'Close current tab',
      'Close tabs to the left',
      'Close tabs to the right',
      'Close other tabs',
      'Close all tabs',
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(menu).getByRole('menuitem', { name: 'Reload' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('closes others and all from the more menu, acting on the active tab', async () => {
    const { user, onClose } = setup(stepForm.name);
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close other tabs' }));
    expect(tabNames()).toEqual(['Workplace', 'Step Form']);
    expect(onClose).toHaveBeenLastCalledWith({
      removed: ['searchTable', 'dataAnalysis'],
      navigateTo: null,
    });
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close all tabs' }));
    expect(tabNames()).toEqual(['Workplace']);
    expect(screen.getByRole('tab', { name: 'Workplace' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reloads a tab: its page key changes and the host is told', async () => {
    const { user, store, onReload } = setup();
    const before = store.keyOf('dataAnalysis');
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reload' }));
    expect(store.keyOf('dataAnalysis')).not.toBe(before);
    expect(onReload).toHaveBeenCalledWith({ tab: analysis });
  });

  describe('focus after a close', () => {
    const tab = (name: RegExp) => screen.getByRole('tab', { name });

    it('goes to the active tab when a tab closes itself from its own context menu', async () => {
      const { user } = setup();
      await user.pointer({ keys: '[MouseRight]', target: tab(/^Analysis/) });
      await user.click(await screen.findByRole('menuitem', { name: 'Close current tab' }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(tab(/^Step Form/)).toHaveFocus());
    });

    it('returns to the tab whose context menu closed the others', async () => {
      const { user } = setup(stepForm.name);
      // A direct focus moves the tabs' roving tab stop (a state update), so it goes through act.
      act(() => tab(/^Analysis/).focus());
      await user.pointer({ keys: '[MouseRight]', target: tab(/^Search Table/) });
      await user.click(await screen.findByRole('menuitem', { name: 'Close other tabs' }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(tabNames()).toEqual(['Workplace', 'Search Table']);
      await waitFor(() => expect(tab(/^Search Table/)).toHaveFocus());
    });

    it('goes to the active tab once the unsaved-changes question has closed the tab', async () => {
      const { user } = setup();
      await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
      // A direct focus moves the tabs' roving tab stop (a state update), so it goes through act.
      act(() => tab(/^Analysis/).focus());
      await user.keyboard('{Delete}');
      const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
      await user.click(within(dialog).getByRole('button', { name: 'Close anyway' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(tab(/^Step Form/)).toHaveFocus());
    });

    it('leaves focus where the user put it when a menu closes on a click elsewhere', async () => {
      const { user } = setup();
      await user.pointer({ keys: '[MouseRight]', target: tab(/^Search Table/) });
      await screen.findByRole('menu', { name: 'Search Table' });
      await user.click(screen.getByRole('textbox', { name: 'Note' }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    });
  });

  describe('unsaved changes', () => {
    it('asks when a bulk close includes a dirty tab, and not when it does not', async () => {
      const { user } = setup();
      await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
      await user.pointer({
        keys: '[MouseRight]',
        target: screen.getByRole('tab', { name: /^Step Form/ }),
      });
      await user.click(await screen.findByRole('menuitem', { name: 'Close tabs to the left' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(tabNames()).toEqual(['Workplace', 'Step Form', 'Analysis (unsaved changes)']);

      await user.pointer({
        keys: '[MouseRight]',
        target: screen.getByRole('tab', { name: /^Step Form/ }),
      });
      await user.click(await screen.findByRole('menuitem', { name: 'Close tabs to the right' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
      expect(dialog).toHaveTextContent('“Analysis”');
      await user.click(within(dialog).getByRole('button', { name: 'Close anyway' }));
      await waitFor(() => expect(tabNames()).toEqual(['Workplace', 'Step Form']));
    });

    it('asks before reloading a dirty tab', async () => {
      const { user, store } = setup();
      await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
      const before = store.keyOf('dataAnalysis');
      await user.click(screen.getByRole('button', { name: 'Tab actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Reload' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(store.keyOf('dataAnalysis')).toBe(before);
      await user.click(screen.getByRole('button', { name: 'Tab actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Reload' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Reload anyway',
        }),
      );
      expect(store.keyOf('dataAnalysis')).not.toBe(before);
      expect(store.isDirty('dataAnalysis')).toBe(false);
    });
  });
});
