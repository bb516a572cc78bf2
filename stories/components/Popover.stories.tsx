import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Checkbox, Popover } from '@pasture/ui';
import { componentText } from './componentText';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  decorators: [withSamples, onSurface],
  args: {
    trigger: <Button>Filters</Button>,
    title: 'Filter animals',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox>Lactating</Checkbox>
        <Checkbox>Dry</Checkbox>
      </div>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  // Docs pages show each story in an iframe of its own: an open overlay covers its story, not the page.
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Extra content or a small form next to its trigger.',
          do: ['Keep it short; close it with Escape or a click outside.'],
          dont: ["Put a whole page's content in it."],
          content: 'A title only when the content needs one.',
        }),
      },
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens from its trigger as a dialog named by its title; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: sample('Filters') });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: sample('Filter animals'),
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: sample('Lactating') })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('checkbox', { name: sample('Lactating') })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: {
    defaultOpen: true,
    arrow: true,
    closable: true,
    side: 'bottom',
    align: 'start',
    width: 240,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('dialog', { name: sample('Filter animals') }),
    ).toBeVisible();
  },
};

/** A close button in the header, and an arrow pointing at the trigger. */
export const ClosableWithArrow: Story = {
  args: { closable: true, arrow: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Filters') }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: sample('Filter animals'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: componentText(globals).close }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

function ControlledPopover() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        aria-label={sample('Quick note')}
        trigger={<Button>{sample('Note')}</Button>}
      >
        <p style={{ margin: 0 }}>{sample('Check the water trough in barn 3.')}</p>
        <Button size="small" variant="primary" onClick={() => setOpen(false)}>
          {sample('Done')}
        </Button>
      </Popover>
      <span>{open ? sample('open') : sample('closed')}</span>
    </div>
  );
}

/** Controlled by its parent; without a title it is named by `aria-label`; a click outside closes it. */
export const ControlledWithoutTitle: Story = {
  render: () => <ControlledPopover />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Note') }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: sample('Quick note') });
    await expect(canvas.getByText(sample('open'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: sample('Done') }));
    await waitFor(() => expect(canvas.getByText(sample('closed'))).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: sample('Note') }));
    await page(canvasElement).findByRole('dialog', { name: sample('Quick note') });
    await userEvent.click(canvas.getByText(sample('open')));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const farms = [
  'North pasture',
  'South pasture',
  'River barn',
  'Hill barn',
  'Calf shed',
  'Dairy hall',
] as const;

/**
 * `flush`: the content runs edge to edge under a ruled-off title, and with `maxHeight` the list scrolls on its own
 * (the navbar's farm switcher and message box are built this way).
 */
export const FlushWithScrollingList: Story = {
  args: {
    flush: true,
    width: 260,
    maxHeight: 200,
    title: 'Switch farm',
    trigger: <Button>Filters</Button>,
    children: (
      <ul style={{ margin: 0, padding: 4, overflowY: 'auto', listStyle: 'none', minHeight: 0 }}>
        {farms.map((farm) => (
          <li key={farm}>
            <Button variant="text">{farm}</Button>
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Filters') }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: sample('Switch farm') });
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(200));
    const list = within(dialog).getByRole('list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(
      within(dialog).getByRole('heading', { name: sample('Switch farm') }),
    ).toBeVisible();
  },
};
