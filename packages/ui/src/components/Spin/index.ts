export { Spin } from './Spin';
export type { SpinProps, SpinSize } from './Spin';
