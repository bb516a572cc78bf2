import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { ConfirmModal } from './ConfirmModal';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Edit farm" {...props}>
        <input aria-label="Farm name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens from parent state, names itself by its title and returns focus on Escape', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<Harness onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Edit farm' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('calls onOk without closing, and Cancel closes', async () => {
    const onOk = vi.fn();
    renderWithProviders(<Harness onOk={onOk} okText="Save" description="Changes apply at once" />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit farm' });
    expect(dialog).toHaveAccessibleDescription('Changes apply at once');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a busy OK button while loading', async () => {
    renderWithProviders(<Harness okLoading />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const ok = await screen.findByRole('button', { name: 'OK' });
    expect(ok).toHaveAttribute('aria-busy', 'true');
    expect(ok).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders a custom footer or none', async () => {
    renderWithProviders(<Harness footer={null} closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit farm' });
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('Modal trigger', () => {
  it('opens from its trigger, which announces the dialog it controls', async () => {
    function Uncontrolled() {
      const [open, setOpen] = useState(false);
      return (
        <Modal
          open={open}
          onOpenChange={setOpen}
          title="Settings"
          trigger={<button type="button">Open settings</button>}
        >
          Body
        </Modal>
      );
    }
    renderWithProviders(<Uncontrolled />);
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('ConfirmModal', () => {
  it('is an alert dialog that focuses cancel first and confirms on request', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <ConfirmModal
        open
        onOpenChange={onOpenChange}
        title="Confirm logout"
        content="You have been logged out"
        confirmText="Re-Login"
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm logout' });
    expect(dialog).toHaveAccessibleDescription('You have been logged out');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Re-Login' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cannot be escaped without a cancel button', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <ConfirmModal
        open
        hideCancel
        onOpenChange={onOpenChange}
        title="Session expired"
        content="Log in again"
        onConfirm={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
