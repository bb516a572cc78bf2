export { Switch } from './Switch';
export type { SwitchProps, SwitchSize } from './Switch';
