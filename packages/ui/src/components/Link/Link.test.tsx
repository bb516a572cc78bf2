import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor by default', () => {
    renderWithProviders(<Link href="/register">Register account</Link>);
    expect(screen.getByRole('link', { name: 'Register account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('renders a link-looking button that does not submit forms', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Link as="button" onClick={onClick}>
          Forgot password
        </Link>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Forgot password' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be followed when disabled', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Link href="/somewhere" disabled onClick={onClick}>
        Unavailable
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Unavailable' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to a router link through asChild', () => {
    renderWithProviders(
      <Link asChild tone="neutral">
        <a href="/login">Back to login</a>
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  });
});
