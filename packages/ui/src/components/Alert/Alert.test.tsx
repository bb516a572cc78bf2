import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors as alerts and speaks the tone', () => {
    renderWithProviders(<Alert type="error" title="Submit failed" description="Please retry" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Submit failed');
    expect(alert).toHaveTextContent('Please retry');
  });

  it('uses a polite status for info', () => {
    renderWithProviders(<Alert>Settings are temporary</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Info: Settings are temporary');
  });

  it('closes itself and reports it', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Alert type="warning" closable onClose={onClose}>
        Low disk
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
