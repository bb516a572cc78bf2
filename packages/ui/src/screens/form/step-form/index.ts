// @pasture/ui/screens/step-form: the channel step form (its draft survives a reload).
export { StepFormScreen, type StepFormScreenProps } from './StepFormScreen';
