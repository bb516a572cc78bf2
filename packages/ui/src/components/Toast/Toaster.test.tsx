import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { createToaster } from './toasterStore';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  it('shows toasts queued outside React', async () => {
    const toaster = createToaster();
    renderWithProviders(<Toaster toaster={toaster} />);
    act(() => {
      toaster.show({ type: 'error', message: 'Request Error' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Request Error')).toBeInTheDocument();
  });
});
