import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, FormItem, Input, Modal, type ModalProps } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

/** Holds `open` the way a screen does, so every story is driven through the real controlled API. */
function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {sample('Edit farm')}
      </Button>
      <Modal
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

const meta = {
  title: 'Components/Modal',
  component: Modal,
  decorators: [withSamples, onSurface],
  args: {
    open: false,
    onOpenChange: fn(),
    onOk: fn(),
    onCancel: fn(),
    title: 'Edit farm',
    children: (
      <FormItem label="Farm name">
        <Input defaultValue="North pasture" />
      </FormItem>
    ),
  },
  render: (args) => <ModalDemo {...args} />,
  // Docs pages show each story in an iframe of its own: an open overlay covers its story, not the page.
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "A short task or decision that needs the user's full attention.",
          do: ['Give it a title; keep OK and Cancel in the footer.'],
          dont: ['Put long forms or a second modal in it.'],
          content: 'The title names the task; OK names the action.',
        }),
      },
      story: { inline: false, height: '440px' },
    },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: sample('Edit farm') });
    await userEvent.click(opener);

    const dialog = await page.findByRole('dialog', { name: sample('Edit farm') });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = {
  args: {
    open: true,
    okText: 'Save',
    okLoading: false,
    closable: true,
    maskClosable: true,
    width: 520,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('dialog', { name: sample('Edit farm') }),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: sample('Save') })).toBeEnabled();
  },
};

export const OkAndCancel: Story = {
  args: { okText: 'Save' },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = componentText(globals);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: sample('Edit farm') }));
    const dialog = await page.findByRole('dialog', { name: sample('Edit farm') });

    await userEvent.click(within(dialog).getByRole('button', { name: sample('Save') }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const CloseButtonAndMask: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: sample('Edit farm') }));
    await userEvent.click(await page.findByRole('button', { name: componentText(globals).close }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: sample('Edit farm') }));
    const dialog = await page.findByRole('dialog', { name: sample('Edit farm') });
    const mask = dialog.parentElement as HTMLElement;
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: mask,
      coords: { clientX: 4, clientY: 4 },
    });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithDescription: Story = {
  args: {
    open: true,
    title: 'Delete record',
    description: 'The weighing record of 12 May will be removed.',
    okText: 'Delete',
    okButtonProps: { variant: 'danger' },
    children: null,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: sample('Delete record') });
    await expect(dialog).toHaveAccessibleDescription(
      sample('The weighing record of 12 May will be removed.'),
    );
  },
};

export const LoadingOk: Story = {
  args: { open: true, okText: 'Save', okLoading: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const ok = await page.findByRole('button', { name: sample('Save') });
    await expect(ok).toHaveAttribute('aria-busy', 'true');
    await expect(ok).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CustomFooter: Story = {
  args: { open: true, footer: <Button variant="primary">Got it</Button>, closable: false },
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: sample('Edit farm') });
    await expect(
      within(dialog).getByRole('button', { name: sample('Got it') }),
    ).toBeInTheDocument();
    await expect(
      within(dialog).queryByRole('button', { name: componentText(globals).close }),
    ).not.toBeInTheDocument();
  },
};

export const MaskNotClosable: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { maskClosable: false },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: sample('Edit farm') }));
    const dialog = await page.findByRole('dialog', { name: sample('Edit farm') });
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog.parentElement as HTMLElement,
      coords: { clientX: 4, clientY: 4 },
    });
    await expect(page.getByRole('dialog', { name: sample('Edit farm') })).toBeInTheDocument();
  },
};
