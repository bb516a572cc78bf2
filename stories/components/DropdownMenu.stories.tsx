import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Ellipsis, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  Icon,
  IconButton,
} from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  decorators: [withSamples, onSurface],
  args: {
    trigger: (
      <IconButton label="Record actions" variant="secondary" icon={<Icon icon={Ellipsis} />} />
    ),
    children: (
      <>
        <DropdownMenuLabel>Record CN-0421</DropdownMenuLabel>
        <DropdownMenuItem icon={<Icon icon={Pencil} />} onSelect={onEdit}>
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Icon icon={Copy} />} disabled>
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Icon icon={Trash2} />} danger onSelect={onDelete}>
          Delete
        </DropdownMenuItem>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  beforeEach: () => {
    onEdit.mockClear();
    onDelete.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'A short list of actions or choices behind a button.',
          do: ['Group related items; mark the checked item in a radio group.'],
          dont: ["Hide the page's main action in it."],
          content: 'Items are verbs or choices, one line each.',
        }),
      },
    },
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A modal menu hides the rest of the page until it has gone; the next step waits for that. */
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());

/** Enter opens the menu on its first item; the arrows skip the disabled item; Enter chooses and closes. */
export const Default: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: sample('Record actions') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: sample('Edit') })).toHaveFocus(),
    );
    await expect(within(menu).getByRole('menuitem', { name: sample('Duplicate') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: sample('Delete') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: { side: 'bottom', align: 'start', modal: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Record actions') }));
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: sample('Edit') }),
    );
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await closed(canvasElement);
  },
};

function ViewMenu() {
  const [columns, setColumns] = useState({ weight: true, barn: false });
  const [sort, setSort] = useState('newest');
  return (
    <DropdownMenu
      trigger={
        <IconButton
          label={sample('View options')}
          variant="outline"
          icon={<Icon icon={Ellipsis} />}
        />
      }
    >
      <DropdownMenuLabel>{sample('Columns')}</DropdownMenuLabel>
      <DropdownMenuCheckboxItem
        checked={columns.weight}
        onCheckedChange={(weight) => setColumns((value) => ({ ...value, weight }))}
      >
        {sample('Weight')}
      </DropdownMenuCheckboxItem>
      <DropdownMenuCheckboxItem
        checked={columns.barn}
        onCheckedChange={(barn) => setColumns((value) => ({ ...value, barn }))}
      >
        {sample('Barn')}
      </DropdownMenuCheckboxItem>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{sample('Sort')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
        <DropdownMenuRadioItem value="newest">{sample('Newest first')}</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="oldest">{sample('Oldest first')}</DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}

/** Checkbox items (`menuitemcheckbox`) and a radio group (`menuitemradio`) say their state. */
export const CheckboxAndRadioItems: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: () => <ViewMenu />,
  play: async ({ canvas, canvasElement }) => {
    const open = async () => {
      await closed(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: sample('View options') }));
      return page(canvasElement).findByRole('menu');
    };
    let menu = await open();
    await expect(
      within(menu).getByRole('menuitemcheckbox', { name: sample('Weight') }),
    ).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: sample('Barn') }));
    menu = await open();
    await expect(
      within(menu).getByRole('menuitemcheckbox', { name: sample('Barn') }),
    ).toBeChecked();
    await userEvent.click(
      within(menu).getByRole('menuitemradio', { name: sample('Oldest first') }),
    );
    menu = await open();
    await expect(
      within(menu).getByRole('menuitemradio', { name: sample('Oldest first') }),
    ).toBeChecked();
    await expect(
      within(menu).getByRole('menuitemradio', { name: sample('Newest first') }),
    ).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

/** Lets the story's play function decide when the pending action settles. */
let settleSync: () => void = () => undefined;

function SyncMenu() {
  const [open, setOpen] = useState(false);
  const [syncing, setSyncing] = useState(false);
  return (
    <DropdownMenu
      open={open}
      // A pending action keeps the menu open until it settles.
      onOpenChange={(next) => setOpen(next || syncing)}
      trigger={
        <IconButton
          label={sample('Herd actions')}
          variant="outline"
          icon={<Icon icon={Ellipsis} />}
        />
      }
    >
      <DropdownMenuItem icon={<Icon icon={Pencil} />} disabled={syncing}>
        {sample('Rename')}
      </DropdownMenuItem>
      <DropdownMenuItem
        icon={<Icon icon={RefreshCw} />}
        loading={syncing}
        onSelect={(event) => {
          event.preventDefault();
          setSyncing(true);
          void new Promise<void>((resolve) => {
            settleSync = resolve;
          }).then(() => {
            setSyncing(false);
            setOpen(false);
          });
        }}
      >
        {syncing ? sample('Syncing…') : sample('Sync now')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

/** An action in flight (`loading`): a spinner for its icon, busy and disabled, the menu open until it settles. */
export const PendingItem: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => <SyncMenu />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Herd actions') }));
    const menu = within(await page(canvasElement).findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: sample('Sync now') }));
    const pending = menu.getByRole('menuitem', { name: sample('Syncing…') });
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: sample('Rename') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    settleSync();
    await closed(canvasElement);
  },
};

/**
 * A site menu's dropdown (`variant="navigation"`, as the console's menu flyouts): the links are the items, the
 * current page drawn in the primary colour, and a nested group opens beside its row with the right arrow key.
 */
export const Navigation: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    variant: 'navigation',
    trigger: <Button variant="secondary">Farm pages</Button>,
    children: (
      <>
        <DropdownMenuLinkItem>
          <a href="#herds" aria-current="page">
            Herds
          </a>
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem>
          <a href="#feed-plans">Feed plans</a>
        </DropdownMenuLinkItem>
        <DropdownMenuSub label="Archive">
          <DropdownMenuLinkItem>
            <a href="#last-year">Last year</a>
          </DropdownMenuLinkItem>
          <DropdownMenuLinkItem>
            <a href="#two-years-ago">Two years ago</a>
          </DropdownMenuLinkItem>
        </DropdownMenuSub>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: sample('Farm pages') }));
    const menu = await page(canvasElement).findByRole('menu');
    const current = within(menu).getByRole('menuitem', { name: sample('Herds') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '#herds');
    await expect(getComputedStyle(current).color).not.toBe(
      getComputedStyle(within(menu).getByRole('menuitem', { name: sample('Feed plans') })).color,
    );
    const archive = within(menu).getByRole('menuitem', { name: sample('Archive') });
    archive.focus();
    await userEvent.keyboard('{ArrowRight}');
    const lastYear = await page(canvasElement).findByRole('menuitem', {
      name: sample('Last year'),
    });
    await waitFor(() => expect(lastYear).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};
