import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsProps,
  type TabsVariant,
} from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

interface FarmRecordTabsProps extends Omit<TabsProps, 'children'> {
  /** The look of the tab list. */
  variant?: TabsVariant;
  /** Disables the Archive tab. */
  archiveDisabled?: boolean;
}

/** Four record tabs of a farm; Archive can be disabled. */
function FarmRecordTabs({ variant, archiveDisabled = false, ...props }: FarmRecordTabsProps) {
  return (
    <Tabs {...props}>
      <TabsList variant={variant} aria-label={sample('Farm records')}>
        <TabsTrigger value="herd">{sample('Herd')}</TabsTrigger>
        <TabsTrigger value="feeding">{sample('Feeding')}</TabsTrigger>
        <TabsTrigger value="archive" disabled={archiveDisabled}>
          {sample('Archive')}
        </TabsTrigger>
        <TabsTrigger value="health">{sample('Health')}</TabsTrigger>
      </TabsList>
      <TabsContent value="herd">
        <p>{sample('128 cows, 36 heifers and 14 calves.')}</p>
      </TabsContent>
      <TabsContent value="feeding">
        <p>{sample('Two feedings a day, total mixed ration.')}</p>
      </TabsContent>
      <TabsContent value="archive">
        <p>{sample('Records of the last five years.')}</p>
      </TabsContent>
      <TabsContent value="health">
        <p>{sample('Foot-and-mouth vaccination due on 1 December.')}</p>
      </TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  decorators: [withSamples, onSurface],
  args: {
    defaultValue: 'herd',
    variant: 'capsule',
    activationMode: 'automatic',
    archiveDisabled: false,
    onValueChange: fn(),
  },
  // Tabs takes Radix's Tabs.Root props, whose types live in node_modules and carry no description to the props
  // table: described here, as the Radix documentation says them.
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['capsule', 'rounded'],
      description: "The tab list's look (a prop of `TabsList`): `capsule` (default) or `rounded`.",
    },
    archiveDisabled: {
      description: "This story's switch: disables its Archive tab (`TabsTrigger`'s `disabled`).",
    },
    activationMode: {
      control: 'inline-radio',
      options: ['automatic', 'manual'],
      description:
        '`automatic`: arrow keys move focus and select the tab; `manual`: arrows move focus, Enter or Space selects.',
    },
    defaultValue: {
      description: 'The tab selected at first, when the selection is not controlled.',
    },
    value: {
      description: 'The selected tab, when the selection is controlled (with `onValueChange`).',
    },
    onValueChange: { description: 'Called with the value of the tab the user selects.' },
    orientation: {
      description: '`horizontal` (default) or `vertical`: which arrow keys move between the tabs.',
    },
    dir: { description: "Reading direction for keyboard navigation; default the page's." },
    asChild: {
      description:
        "Renders its single child element instead of a `div`, with the tabs' props and behaviour merged in.",
    },
  },
  render: (args) => <FarmRecordTabs {...args} />,
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'Switching between views of the same thing.',
          do: ['Keep tabs few and labels short; keyboard arrows move between them.'],
          dont: ['Use tabs as steps of a process: that is Steps.'],
          content: 'One or two words per tab.',
        }),
      },
    },
  },
} satisfies Meta<FarmRecordTabsProps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: sample('Farm records') });
    await expect(within(list).getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: sample('Herd') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: sample('Herd') })).toHaveTextContent(
      sample('128 cows, 36 heifers and 14 calves.'),
    );

    await userEvent.click(canvas.getByRole('tab', { name: sample('Feeding') }));
    await expect(args.onValueChange).toHaveBeenCalledWith('feeding');
    await expect(canvas.getByRole('tab', { name: sample('Feeding') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: sample('Feeding') })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: sample('Herd') })).toBeNull();
    await expect(canvas.queryByText(sample('128 cows, 36 heifers and 14 calves.'))).toBeNull();
  },
};

export const Playground: Story = {
  args: { variant: 'rounded', defaultValue: 'health' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: sample('Health') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: sample('Health') })).toBeVisible();
  },
};

/** Arrow keys move the focus; with `activationMode="manual"` only Enter or Space chooses the focused tab. */
export const Keyboard: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { activationMode: 'manual' },
  play: async ({ canvas, args }) => {
    const herd = canvas.getByRole('tab', { name: sample('Herd') });
    await userEvent.tab();
    await expect(herd).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const feeding = canvas.getByRole('tab', { name: sample('Feeding') });
    await expect(feeding).toHaveFocus();
    await expect(feeding).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: sample('Herd') })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(feeding).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: sample('Feeding') })).toBeVisible();

    await userEvent.keyboard('{End}');
    const health = canvas.getByRole('tab', { name: sample('Health') });
    await expect(health).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(health).toHaveAttribute('aria-selected', 'true');

    // The ends wrap round; Tab leaves the list for the panel.
    await userEvent.keyboard('{ArrowRight}');
    await expect(herd).toHaveFocus();
    await expect(health).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: sample('Health') })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 'feeding');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(2, 'health');
  },
};

/** A disabled tab can be neither clicked nor reached with the arrow keys. */
export const DisabledTrigger: Story = {
  args: { archiveDisabled: true },
  play: async ({ canvas, args }) => {
    const archive = canvas.getByRole('tab', { name: sample('Archive') });
    await expect(archive).toBeDisabled();

    // Automatic activation: focusing a tab chooses it, and the arrows skip Archive.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const health = canvas.getByRole('tab', { name: sample('Health') });
    await expect(health).toHaveFocus();
    await expect(health).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('health');

    await userEvent.click(archive);
    await expect(archive).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('tabpanel', { name: sample('Archive') })).toBeNull();
    await expect(canvas.getByRole('tabpanel', { name: sample('Health') })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

/** Both looks: `capsule` (a segmented control) and `rounded` (separate pills). */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FarmRecordTabs {...args} variant="capsule" />
      <FarmRecordTabs {...args} variant="rounded" defaultValue="feeding" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [capsule, rounded] = canvas.getAllByRole('tablist', { name: sample('Farm records') });
    if (!capsule || !rounded) throw new Error('Two tab lists expected.');
    await expect(within(capsule).getByRole('tab', { name: sample('Herd') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(rounded).getByRole('tab', { name: sample('Feeding') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
