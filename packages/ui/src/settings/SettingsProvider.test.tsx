import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSettingsStore } from './settingsStore';
import { SettingsProvider, useSettings, useSettingsStore } from './SettingsProvider';

function FooterSwitch() {
  const { footer } = useSettings();
  const store = useSettingsStore();
  return (
    <button type="button" onClick={() => store.update({ footer: !footer })}>
      Footer: {footer ? 'on' : 'off'}
    </button>
  );
}

describe('SettingsProvider', () => {
  it('renders the settings and re-renders when they change', async () => {
    const store = createSettingsStore();
    render(
      <SettingsProvider store={store}>
        <FooterSwitch />
      </SettingsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Footer: on' }));
    expect(screen.getByRole('button', { name: 'Footer: off' })).toBeInTheDocument();
    expect(store.getSnapshot().footer).toBe(false);
    act(() => store.reset());
    expect(screen.getByRole('button', { name: 'Footer: on' })).toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    // React reports the thrown render error through console.error before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSettings())).toThrow(/SettingsProvider/);
  });
});
