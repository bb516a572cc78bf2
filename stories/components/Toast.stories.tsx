import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toaster, useToaster, type ToastOptions } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

function ShowButton({ label, options }: { label: string; options: ToastOptions }) {
  const toaster = useToaster();
  return <Button onClick={() => toaster.show(options)}>{label}</Button>;
}

/**
 * Buttons that queue toasts on the app's toaster. The preview mounts `PastureProvider`, which owns the one
 * `ToasterProvider` + `<Toaster />` pair, exactly as the console does; a story must not mount a second host.
 */
function ToastDemo({
  buttons,
}: {
  buttons: ReadonlyArray<{ label: string; options: ToastOptions }>;
}) {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttons.map((button) => (
        <ShowButton key={button.label} {...button} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  decorators: [withSamples, onSurface],
  args: {
    buttons: [
      { label: 'Save', options: { type: 'success', message: 'Saved successfully', duration: 800 } },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "Short feedback after a user's action (saved, deleted).",
          do: ['Keep it to one sentence; errors that need action stay on the page.'],
          dont: ['Use it for information the user must read to continue.'],
          content: 'Past tense: what happened.',
        }),
      },
    },
    // The story's buttons call `useToaster().show(options)`; the props table is the Toaster's, which renders them.
    pastureDocs: { propsOf: { name: 'Toaster', component: Toaster } },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toast list; the app's Toaster loads on first use (ADR 017), so it may arrive after the click. */
function toastRegion(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const name = componentText(globals).toast.region.replace('{hotkey}', 'F8');
  return within(canvasElement.ownerDocument.body).findByRole('region', { name });
}

/** Appears at the top with its message and closes by itself (a short duration here; the default is 5000 ms). */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Save') }));
    const region = within(await toastRegion(canvasElement, globals));
    const message = await region.findByText(sample('Saved successfully'));
    // It slides in (opacity 0 → 1), so visibility settles after the entrance animation.
    await waitFor(() => expect(message).toBeVisible());
    await waitFor(
      () => expect(region.queryByText(sample('Saved successfully'))).not.toBeInTheDocument(),
      {
        timeout: 4000,
      },
    );
  },
};

export const Playground: Story = {
  args: {
    buttons: [
      {
        label: 'Show',
        options: { type: 'info', message: 'Menu loaded', duration: 5000, closable: true },
      },
    ],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Show') }));
    const message = await within(await toastRegion(canvasElement, globals)).findByText(
      sample('Menu loaded'),
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const Types: Story = {
  args: {
    buttons: [
      { label: 'Info', options: { type: 'info', message: 'Loading menu', duration: Infinity } },
      {
        label: 'Success',
        options: {
          type: 'success',
          message: 'Password modification successful!',
          duration: Infinity,
        },
      },
      {
        label: 'Warning',
        options: { type: 'warning', message: 'Feed stock is low', duration: Infinity },
      },
      { label: 'Error', options: { type: 'error', message: 'Request Error', duration: Infinity } },
    ],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = componentText(globals);
    for (const name of [sample('Info'), sample('Success'), sample('Warning'), sample('Error')]) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const region = within(await toastRegion(canvasElement, globals));
    const last = await region.findByText(sample('Request Error'));
    await waitFor(() => expect(last).toBeVisible());
    // The tone is spoken, not only coloured.
    for (const tone of [
      text.status.info,
      text.status.success,
      text.status.warning,
      text.status.error,
    ]) {
      await expect(region.getByText(`${tone}:`)).toBeInTheDocument();
    }
    await expect(region.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Closable: Story = {
  args: {
    buttons: [
      {
        label: 'Sync',
        options: { type: 'error', message: 'Sync failed', duration: Infinity, closable: true },
      },
    ],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Sync') }));
    const region = within(await toastRegion(canvasElement, globals));
    await region.findByText(sample('Sync failed'));
    await userEvent.click(region.getByRole('button', { name: componentText(globals).close }));
    await waitFor(() => expect(region.queryByText(sample('Sync failed'))).not.toBeInTheDocument());
  },
};

export const AtMostFive: Story = {
  tags: ['edge-case', '!autodocs'],
  args: {
    buttons: [
      { label: 'Notify', options: { type: 'info', message: 'Animal weighed', duration: Infinity } },
    ],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    for (let index = 0; index < 7; index += 1) {
      await userEvent.click(canvas.getByRole('button', { name: sample('Notify') }));
    }
    const region = within(await toastRegion(canvasElement, globals));
    await waitFor(() => expect(region.getAllByText(sample('Animal weighed'))).toHaveLength(5));
  },
};

export const KeyboardDismiss: Story = {
  tags: ['edge-case', '!autodocs'],
  args: {
    buttons: [
      {
        label: 'Save',
        options: { type: 'success', message: 'Saved successfully', duration: Infinity },
      },
    ],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Save') }));
    const region = within(await toastRegion(canvasElement, globals));
    await region.findByText(sample('Saved successfully'));
    // F8 jumps to the notifications; Tab reaches the toast, Escape closes it.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(region.getByRole('listitem')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(region.queryByText(sample('Saved successfully'))).not.toBeInTheDocument(),
    );
  },
};
