import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { createToaster } from './toasterStore';
import { Toaster } from './Toaster';
import { ToasterProvider, useToaster } from './ToasterContext';

function ShowButton() {
  const toaster = useToaster();
  return (
    <button
      type="button"
      onClick={() => toaster.show({ type: 'success', message: 'Saved', closable: true })}
    >
      Save
    </button>
  );
}

describe('Toaster', () => {
  it('renders toasts from the provider in a labelled region and removes closed ones', async () => {
    const toaster = createToaster({ exitDurationMs: 0 });
    renderWithProviders(
      <ToasterProvider toaster={toaster}>
        <ShowButton />
        <Toaster />
      </ToasterProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Saved')).toBeInTheDocument();
    expect(within(region).getByText('Success:')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).queryByText('Saved')).not.toBeInTheDocument());
    expect(toaster.getSnapshot()).toEqual([]);
  });

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
