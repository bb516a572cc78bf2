import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { TabsContentRoot, TabsListRoot, TabsTriggerRoot } from './Tabs.styles';

export type TabsVariant = 'capsule' | 'rounded';

export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;

export interface TabsListProps extends ComponentPropsWithRef<typeof TabsPrimitive.List> {
  /**
   * `capsule` (default): a segmented control, the tabs on one grey track. `rounded`: separate pills, for a row of
   * tabs that heads a card or a popover. Name the list with `aria-label` (or `aria-labelledby`).
   */
  variant?: TabsVariant;
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

export type TabsContentProps = ComponentPropsWithRef<typeof TabsPrimitive.Content>;

/**
 * Tabs on Radix Tabs: a `tablist` of `tab`s, each controlling a `tabpanel` named by its tab. Arrow keys move between
 * the tabs (disabled ones are skipped, the ends wrap), Home/End jump; with `activationMode="automatic"` (default) a
 * tab is chosen when it gets focus, with `"manual"` on Enter or Space. Only the active panel is mounted unless a
 * `TabsContent` has `forceMount` (then the inactive one stays mounted and hidden, e.g. to keep typed input).
 *
 * @example
 * <Tabs value={tab} onValueChange={setTab}>
 *   <TabsList aria-label="Records">
 *     <TabsTrigger value="herd">Herd</TabsTrigger>
 *     <TabsTrigger value="feeding">Feeding</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="herd">…</TabsContent>
 *   <TabsContent value="feeding">…</TabsContent>
 * </Tabs>
 */
export function Tabs(props: TabsProps) {
  return <TabsPrimitive.Root {...props} />;
}

/** The row of tabs; its `variant` sets the look of every `TabsTrigger` in it. */
export function TabsList({ variant = 'capsule', ...rest }: TabsListProps) {
  return <TabsListRoot as={TabsPrimitive.List} data-variant={variant} {...rest} />;
}

/** One tab. Its text is its accessible name and the name of its panel. */
export function TabsTrigger(props: TabsTriggerProps) {
  return <TabsTriggerRoot as={TabsPrimitive.Trigger} {...props} />;
}

/** The panel of the tab with the same `value`. */
export function TabsContent(props: TabsContentProps) {
  return <TabsContentRoot as={TabsPrimitive.Content} {...props} />;
}
