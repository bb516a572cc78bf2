export { createToaster, TOAST_MAX_VISIBLE } from './toaster';
export type {
  ToasterStore,
  ToastItem,
  ToastOptions,
  ToastType,
  CreateToasterOptions,
} from './toaster';
export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { ToasterProvider, useToaster } from './ToasterContext';
export type { ToasterProviderProps } from './ToasterContext';
