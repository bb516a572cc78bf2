import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Button } from './Button';

// The button's looks, clicks, busy state and focus ring are the Button stories'. Here: what needs a change of props
// (loading starts while focused), a form around it, a disabled asChild link and the ref.
describe('Button', () => {
  it('keeps focus while loading and does not submit its form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Mobile" />
        <Button type="submit">Log in</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    button.focus();
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Mobile" />
        <Button type="submit" loading>
          Log in
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Mobile' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Mobile" />
        <Button type="submit">Log in</Button>
      </form>,
    );
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lends its look to a child element with asChild and blocks it when disabled', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button asChild disabled onClick={onClick}>
        <a href="#next">Next page</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Next page' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards ref to the native button', () => {
    let node: HTMLButtonElement | null = null;
    renderWithProviders(
      <Button
        ref={(element) => {
          node = element;
        }}
      >
        Ref
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});
