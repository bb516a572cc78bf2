export { Steps } from './Steps';
export type { StepsProps, StepItemData, StepStatus } from './Steps';
