import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Link } from './Link';

// An anchor, a link-looking button that reports clicks and a disabled link are the Link stories'. Here: the button
// inside a form (it never submits it) and asChild, which no story shows.
describe('Link', () => {
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
