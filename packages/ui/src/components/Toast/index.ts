export { createToaster, TOAST_MAX_VISIBLE } from './toasterStore';
export type {
  ToasterStore,
  ToastItem,
  ToastOptions,
  ToastType,
  CreateToasterOptions,
} from './toasterStore';
export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { ToasterProvider, useToaster } from './ToasterContext';
export type { ToasterProviderProps } from './ToasterContext';
