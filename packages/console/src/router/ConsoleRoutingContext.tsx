import { createContext, useContext, type ReactNode } from 'react';
import type { MessageSource } from '@pasture/ui';
import type { RouteAccess, RouteMeta } from '@pasture/ui/internal';

/** The console's registered routes, for pages that need to know where a user may go. */
export interface ConsoleRouting {
  /** Registered route-table entries in menu order (groups with their pages, external links). */
  menu: readonly RouteMeta[];
  /** The guard's access list for the registered pages, in menu order. */
  access: readonly RouteAccess[];
  /**
   * Where the navbar's bell reads its messages (`null`: nowhere, the box says so); left out, the message box decides
   * by the client's mode (the message calls in debug mode only).
   */
  messageSource?: MessageSource | null;
}

const ConsoleRoutingContext = createContext<ConsoleRouting | null>(null);

export function ConsoleRoutingProvider({
  value,
  children,
}: {
  value: ConsoleRouting;
  children?: ReactNode;
}) {
  return <ConsoleRoutingContext.Provider value={value}>{children}</ConsoleRoutingContext.Provider>;
}

export function useConsoleRouting(): ConsoleRouting {
  const routing = useContext(ConsoleRoutingContext);
  if (!routing) throw new Error('useConsoleRouting must be used inside <ConsoleRoutingProvider>.');
  return routing;
}
