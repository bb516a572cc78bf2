import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('toggles visibility with a translated, state-describing button', async () => {
    const onVisibleChange = vi.fn();
    renderWithProviders(
      <PasswordInput
        aria-label="Password"
        defaultValue="Secret1"
        onVisibleChange={onVisibleChange}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('speaks the toggle in Chinese under zh-CN', () => {
    renderWithProviders(<PasswordInput aria-label="密码" />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
  });

  it('disables the toggle with the input', () => {
    renderWithProviders(<PasswordInput aria-label="Password" disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
