import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmModal, FormItem, Input, Modal, type ConfirmModalProps } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

function ConfirmDemo(args: ConfirmModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{sample('Check session')}</Button>
      <ConfirmModal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

/**
 * The confirm hands over to a second dialog, as the session-expired dialog hands over to its login form. The
 * confirm's exit (its fade and zoom) takes ten seconds here, so the new dialog is typed into while the old one is
 * still on its way out.
 */
function HandOverDemo(args: ConfirmModalProps) {
  const [stage, setStage] = useState<'page' | 'confirm' | 'login'>('page');
  return (
    <>
      {/* The confirm's mask and the confirm itself, once closed; important to outlast reduced motion's rule too. */}
      <style>{`
        [role='alertdialog'][data-state='closed'],
        [data-state='closed']:has(> [role='alertdialog']) {
          animation-duration: 10s !important;
        }
      `}</style>
      <Button onClick={() => setStage('confirm')}>{sample('Check session')}</Button>
      <ConfirmModal
        {...args}
        open={stage === 'confirm'}
        onOpenChange={(next) => {
          if (!next) setStage('page');
          args.onOpenChange(next);
        }}
        onConfirm={() => {
          setStage('login');
          args.onConfirm();
        }}
      />
      <Modal
        open={stage === 'login'}
        onOpenChange={(next) => {
          if (!next) setStage('page');
        }}
        title={sample('Log in')}
        footer={null}
      >
        <FormItem label={sample('Mobile')}>
          <Input />
        </FormItem>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Components/ConfirmModal',
  component: ConfirmModal,
  decorators: [withSamples, onSurface],
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Confirm logout',
    content: 'You have been logged out, you can cancel to stay on this page, or log in again',
    confirmText: 'Re-Login',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
  render: (args) => <ConfirmDemo {...args} />,
  // Docs pages show each story in an iframe of its own: an open overlay covers its story, not the page.
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Asking before an action that cannot be undone or loses input.',
          do: [
            'Name the action on the confirm button (Delete, Close anyway).',
            'Use `danger` for destructive actions.',
          ],
          dont: ['Confirm actions that can be undone.'],
          content: 'The title asks a question; the text says what will be lost.',
        }),
      },
      story: { inline: false, height: '360px' },
    },
  },
} satisfies Meta<typeof ConfirmModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The session-expired dialog of contract §8: Cancel stays, Re-Login logs out and reloads (done by the caller). */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: sample('Check session') });
    await userEvent.click(opener);

    const dialog = await page.findByRole('alertdialog', { name: sample('Confirm logout') });
    await expect(dialog).toHaveAccessibleDescription(
      sample('You have been logged out, you can cancel to stay on this page, or log in again'),
    );
    const cancel = within(dialog).getByRole('button', { name: componentText(globals).cancel });
    await waitFor(() => expect(cancel).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: sample('Re-Login') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.click(cancel);
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { open: true, status: 'warning', danger: false, hideCancel: false, confirmLoading: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('alertdialog', { name: sample('Confirm logout') }),
    ).toBeInTheDocument();
  },
};

export const Danger: Story = {
  args: {
    open: true,
    status: 'error',
    danger: true,
    title: 'Delete this herd?',
    content: 'All 128 animal records of this herd will be removed.',
    confirmText: 'Delete',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: sample('Delete this herd?') });
    await expect(within(dialog).getByRole('button', { name: sample('Delete') })).toBeEnabled();
  },
};

export const ConfirmLoading: Story = {
  args: { open: true, confirmLoading: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const confirm = await page.findByRole('button', { name: sample('Re-Login') });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithoutCancel: Story = {
  args: { hideCancel: true },
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: sample('Check session') }));
    const confirm = await page.findByRole('button', { name: sample('Re-Login') });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(
      page.getByRole('alertdialog', { name: sample('Confirm logout') }),
    ).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * The confirm hands over to another dialog and its exit ends late (a busy machine; held for ten seconds here). When
 * it ends, focus stays where the user is typing: it does not go back to the page's button, which the new dialog's
 * focus trap would answer by selecting the field's text for the next key to replace.
 */
export const HandOverWhileClosing: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { onCloseAutoFocus: fn() },
  render: (args) => <HandOverDemo {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: sample('Check session') }));
    const confirm = await page.findByRole('alertdialog', { name: sample('Confirm logout') });
    await userEvent.click(within(confirm).getByRole('button', { name: sample('Re-Login') }));

    const dialog = await page.findByRole('dialog', { name: sample('Log in') });
    const mobile = within(dialog).getByRole('textbox', { name: sample('Mobile') });
    await userEvent.click(mobile);
    await userEvent.keyboard('1380013');
    // Typed while the confirm was still fading out.
    await expect(confirm).toBeInTheDocument();
    await expect(args.onCloseAutoFocus).not.toHaveBeenCalled();

    // Its exit ends now (the fade of its mask and its own zoom): it unmounts and settles where focus goes.
    const overlay = confirm.parentElement ?? confirm;
    for (const animation of overlay.getAnimations({ subtree: true })) animation.finish();
    await waitFor(() => expect(args.onCloseAutoFocus).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('8000');

    await expect(mobile).toHaveValue('13800138000');
    await expect(mobile).toHaveFocus();
    await expect(confirm).not.toBeInTheDocument();
  },
};
