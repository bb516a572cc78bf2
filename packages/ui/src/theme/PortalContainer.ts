import { createContext, useContext } from 'react';

/**
 * The element a provider's overlays portal into: its portal container, a child of <body> that carries the
 * provider's mode and theme variables. `null` outside a provider, and while rendering on a server.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Where a library overlay portals to: the nearest provider's portal container, or `undefined` without a provider,
 * which Radix's `Portal container` and `portalTarget` read as `document.body`.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
