import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { routeTable } from '../../features';
import { createPastureRuntime } from '../../runtime/createPastureRuntime';
import { PastureProvider } from '../../runtime/PastureProvider';
import { buildMenu } from '../menuModel';
import { Menu } from './Menu';
import type { MenuProps } from './Menu';

const items = buildMenu({ routes: routeTable, role: 'admin' });

function renderMenu(props: Partial<MenuProps> = {}) {
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const onNavigate = vi.fn();
  const view = render(
    <PastureProvider runtime={runtime}>
      <Menu items={items} currentPath="/dashboard/workplace" onNavigate={onNavigate} {...props} />
    </PastureProvider>,
  );
  return { onNavigate, runtime, ...view };
}

describe('Menu', () => {
  it('navigates on a plain click and leaves modified clicks to the browser', async () => {
    const { onNavigate } = renderMenu();
    const monitor = screen.getByRole('link', { name: 'Real-time Monitor' });

    const modified = fireEvent.click(monitor, { ctrlKey: true });
    expect(modified).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();

    await userEvent.click(monitor);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ path: '/dashboard/monitor' });
  });

  it('opens the groups above the current path when the location changes', () => {
    const onNavigate = vi.fn();
    const { rerender, runtime } = renderMenu({ onNavigate });
    expect(screen.queryByRole('link', { name: 'Search Table' })).toBeNull();
    rerender(
      <PastureProvider runtime={runtime}>
        <Menu items={items} currentPath="/list/search-table" onNavigate={onNavigate} />
      </PastureProvider>,
    );
    expect(screen.getByRole('link', { name: 'Search Table' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('renders every entry through renderLink', () => {
    renderMenu({
      renderLink: ({ item, props }) => <a {...props} data-route={item.key} />,
    });
    expect(screen.getByRole('link', { name: 'Workplace' })).toHaveAttribute(
      'data-route',
      'workplace',
    );
  });

  it('hides the collapse toggle unless onCollapsedChange is given', () => {
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).toBeNull();
  });
});
