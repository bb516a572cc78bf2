import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Descriptions,
  Drawer,
  type DrawerProps,
  FormItem,
  Input,
  Switch,
} from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

/** Holds `open` the way a screen does, so every story drives the real controlled API. */
function DrawerDemo(args: DrawerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {sample('Open')}
      </Button>
      <Drawer
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
  title: 'Components/Drawer',
  component: Drawer,
  decorators: [withSamples, onSurface],
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Barn settings',
    children: (
      <>
        <FormItem label="Barn name">
          <Input defaultValue="North 2" />
        </FormItem>
        <Switch>Night lights</Switch>
      </>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left'] } },
  render: (args) => <DrawerDemo {...args} />,
  // Docs pages show each story in an iframe of its own: an open overlay covers its story, not the page.
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A panel from the side for details or a form, keeping the page in view.',
          do: ['Give it a title; put its actions in the footer.'],
          dont: ['Open a drawer from a drawer.'],
          content: 'A title that names the record or the task.',
        }),
      },
      story: { inline: false, height: '520px' },
    },
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A click on the mask (the overlay Radix renders just before the drawer), far from the drawer. */
const clickMask = (drawer: HTMLElement) =>
  userEvent.pointer({
    keys: '[MouseLeft]',
    target: drawer.previousElementSibling as HTMLElement,
    coords: { clientX: 8, clientY: 8 },
  });

/** Opens on the right, 300 px wide; focus moves in and stays inside; Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const opener = canvas.getByRole('button', { name: sample('Open') });
    await userEvent.click(opener);
    const drawer = await page(canvasElement).findByRole('dialog', {
      name: sample('Barn settings'),
    });
    // Its layout width: the bounding box is the slide's, a fraction of a pixel off while it moves.
    await expect(drawer.offsetWidth).toBe(300);
    // It slides in; once still, it sits against the right edge.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(
        canvasElement.ownerDocument.documentElement.clientWidth,
      ),
    );
    await waitFor(() =>
      expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    // Tab cycles inside the drawer.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { open: true, side: 'right', width: 360, mask: true, maskClosable: true, closable: true },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', {
      name: sample('Barn settings'),
    });
    await expect(drawer.offsetWidth).toBe(360);
  },
};

/** A description and a footer slot; the close button and a click on the mask both close it. */
export const WithFooter: Story = {
  args: {
    description: 'Changes apply to every pen in the barn.',
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Open') }));
    const drawer = await page(canvasElement).findByRole('dialog', {
      name: sample('Barn settings'),
    });
    await expect(drawer).toHaveAccessibleDescription(
      sample('Changes apply to every pen in the barn.'),
    );
    await expect(within(drawer).getByRole('button', { name: sample('Save') })).toBeVisible();
    await userEvent.click(
      within(drawer).getByRole('button', { name: componentText(globals).close }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: sample('Open') }));
    await clickMask(
      await page(canvasElement).findByRole('dialog', { name: sample('Barn settings') }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * The phone menu's shape: from the left, edge-to-edge content, no footer, a close button named for what it closes,
 * and (`fullWidthOnPhone={false}`) 220 px wide on a phone too, with the mask beside it to tap.
 */
export const Left: Story = {
  args: {
    side: 'left',
    width: 220,
    bodyPadding: false,
    fullWidthOnPhone: false,
    closeLabel: 'Close menu',
    title: 'Menu',
    children: (
      <nav aria-label="Main">
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          <li>
            <a href="#workplace" style={{ display: 'block', padding: '12px 16px' }}>
              Workplace
            </a>
          </li>
        </ul>
      </nav>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Open') }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: sample('Menu') });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(drawer.offsetWidth).toBe(220);
    await expect(within(drawer).getByRole('link', { name: sample('Workplace') })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: sample('Close menu') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** With `maskClosable={false}` a click outside leaves it open (Escape and × still close it). */
export const MaskNotClosable: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { maskClosable: false, open: true },
  play: async ({ canvasElement }) => {
    await clickMask(
      await page(canvasElement).findByRole('dialog', { name: sample('Barn settings') }),
    );
    await expect(
      page(canvasElement).getByRole('dialog', { name: sample('Barn settings') }),
    ).toBeVisible();
  },
};

/** A details panel: the drawer is wider and holds read-only descriptions. */
export const DetailsPanel: Story = {
  args: {
    open: true,
    title: 'CN-0421',
    width: 480,
    children: (
      <Descriptions
        column={1}
        items={[
          { label: 'Breed', value: 'Holstein' },
          { label: 'Barn', value: 'North 2' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'CN-0421' });
    await expect(within(drawer).getByText(sample('Holstein'))).toBeVisible();
  },
};
