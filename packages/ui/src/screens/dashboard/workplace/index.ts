// @pasture/ui/screens/workplace: the workplace dashboard.
export { WorkplaceScreen } from './WorkplaceScreen';
export type { WorkplaceScreenProps } from './WorkplaceScreen';
export type { WorkplaceNavigateEvent } from './components/WorkplaceQuickLinks';
