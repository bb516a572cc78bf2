import { createContext, useContext, type ReactNode } from 'react';
import type { ToasterStore } from './toasterStore';

export const ToasterContext = createContext<ToasterStore | null>(null);

/** Props of `ToasterProvider`: the queue to provide and the tree that shows toasts through it. */
export interface ToasterProviderProps {
  /** The queue made once with `createToaster()`; the same object the API client shows errors through. */
  toaster: ToasterStore;
  /** The tree whose components call `useToaster()`. */
  children?: ReactNode;
}

/** Makes a toaster available to `useToaster()` and to a `<Toaster />` host rendered without a prop. */
export function ToasterProvider({ toaster, children }: ToasterProviderProps) {
  return <ToasterContext.Provider value={toaster}>{children}</ToasterContext.Provider>;
}

/** The toaster of the nearest `ToasterProvider`; throws outside one, because a toast would silently vanish. */
export function useToaster(): ToasterStore {
  const toaster = useContext(ToasterContext);
  if (!toaster)
    throw new Error('useToaster() needs a <ToasterProvider toaster={createToaster()}> above it.');
  return toaster;
}
