import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TabScope, TabsProvider, useTabs, useTabsStore } from './TabsProvider';
import { useUnsavedChanges } from '../../routing/unsavedChanges';
import { createTabsStore } from './tabsStore';
import { workplace, stepForm } from './tabs.fixtures';

function FormPage() {
  const [value, setValue] = useState('');
  useUnsavedChanges(value !== '');
  return (
    <input aria-label="Note" value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

function makeStore() {
  const store = createTabsStore({ defaultTab: workplace, storage: null });
  store.open(stepForm);
  return store;
}

describe('TabsProvider hooks', () => {
  it('useTabs follows the store', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TabsProvider store={store}>{children}</TabsProvider>
    );
    const { result } = renderHook(() => useTabs(), { wrapper });
    expect(result.current.activeName).toBe('step');
    act(() => store.open(workplace));
    expect(result.current.activeName).toBe('workplace');
  });

  it('useTabsStore throws outside a provider', () => {
    expect(() => renderHook(() => useTabsStore())).toThrow(/TabsProvider/);
  });

  it('useUnsavedChanges marks the tab of its TabScope, and is a no-op outside one', async () => {
    const store = makeStore();
    const user = userEvent.setup();
    render(
      <TabsProvider store={store}>
        <FormPage />
        <TabScope name="step">
          <FormPage />
        </TabScope>
      </TabsProvider>,
    );
    const [outside, inside] = screen.getAllByRole('textbox', { name: 'Note' });
    await user.type(outside!, 'x');
    expect(store.getSnapshot().dirtyNames).toEqual([]);
    await user.type(inside!, 'x');
    expect(store.isDirty('step')).toBe(true);
    await user.clear(inside!);
    expect(store.isDirty('step')).toBe(false);
  });

  it('keeps the mark while the page is hidden by <Activity> and clears it when the scope unmounts', async () => {
    const store = makeStore();
    const user = userEvent.setup();
    function Host({ visible, mounted }: { visible: boolean; mounted: boolean }) {
      return (
        <TabsProvider store={store}>
          {mounted ? (
            <TabScope name="step">
              <Activity mode={visible ? 'visible' : 'hidden'}>
                <FormPage />
              </Activity>
            </TabScope>
          ) : null}
        </TabsProvider>
      );
    }
    const { rerender } = render(<Host visible mounted />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    expect(store.isDirty('step')).toBe(true);
    rerender(<Host visible={false} mounted />);
    expect(store.isDirty('step')).toBe(true);
    rerender(<Host visible mounted />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('draft');
    expect(store.isDirty('step')).toBe(true);
    rerender(<Host visible mounted={false} />);
    expect(store.isDirty('step')).toBe(false);
  });
});
