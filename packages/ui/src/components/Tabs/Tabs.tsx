import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { TabsContentRoot, TabsListRoot, TabsTriggerRoot } from './Tabs.styles';

/** Look of a `TabsList`: `capsule` (a segmented control on one grey track, default) or `rounded` (separate pills). */
export type TabsVariant = 'capsule' | 'rounded';

/**
 * Props of `Tabs`, Radix Tabs' `Root`: `value` + `onValueChange` (controlled) or `defaultValue`, `orientation`,
 * `activationMode` (`automatic` by default) and `<div>` attributes.
 */
export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;

/**
 * Props of `TabsList`, Radix Tabs' `List` plus the `variant`. `loop` (default `true`) lets the arrow keys wrap from
 * the last tab to the first.
 */
export interface TabsListProps extends ComponentPropsWithRef<typeof TabsPrimitive.List> {
  /**
   * `capsule` (default): a segmented control, the tabs on one grey track. `rounded`: separate pills, for a row of
   * tabs that heads a card or a popover. Name the list with `aria-label` (or `aria-labelledby`).
   */
  variant?: TabsVariant;
}

/**
 * Props of `TabsTrigger`, Radix Tabs' `Trigger`: the `value` of the panel it shows, `disabled`, and `<button>`
 * attributes.
 */
export type TabsTriggerProps = ComponentPropsWithRef<typeof TabsPrimitive.Trigger>;

/**
 * Props of `TabsContent`, Radix Tabs' `Content`: the `value` of its tab, `forceMount` to keep it mounted while
 * hidden, and `<div>` attributes.
 */
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
