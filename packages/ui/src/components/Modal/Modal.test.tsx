import { screen } from '@testing-library/react';
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
  it('refers to no description when it has none', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit farm' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('renders no footer with footer={null}', async () => {
    renderWithProviders(<Harness footer={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit farm' });
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
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
  it('stays open on confirm and asks to close on Escape', async () => {
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
    await screen.findByRole('alertdialog', { name: 'Confirm logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Re-Login' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
