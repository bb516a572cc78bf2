export { Alert } from './Alert';
export type { AlertProps, AlertType } from './Alert';
