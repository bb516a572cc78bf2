import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../../../stories/shell/SettingsDrawer.stories';
import { StorageKey } from '../../constants';

// What the stories' plays do not assert, on the stories' own harness (a settings store in context, the drawer open).
// Defaults, switches, stepping and Enter, copying, reset, colour weak, language and closing are the stories'.
const { Default } = composeStories(stories);

const storedMenuWidth = () =>
  (JSON.parse(localStorage.getItem(StorageKey.settings) ?? '{}') as { menuWidth?: number })
    .menuWidth;

describe('SettingsDrawer (on its stories)', () => {
  it('waits for the field to be left before it keeps a typed menu width below the range', async () => {
    await Default.load();
    render(<Default />);
    const drawer = within(await screen.findByRole('dialog', { name: 'Settings' }));
    const width = drawer.getByRole('spinbutton', { name: 'Menu width (px)' });
    await userEvent.clear(width);
    // "12" may be on its way to "120…": nothing is saved while it is typed.
    await userEvent.type(width, '12');
    expect(storedMenuWidth()).toBeUndefined();
    expect(width).toHaveValue(12);

    await userEvent.tab();
    expect(storedMenuWidth()).toBe(160);
    expect(width).toHaveValue(160);
    expect(drawer.getByRole('button', { name: 'Narrower menu' })).toBeDisabled();
  });
});
