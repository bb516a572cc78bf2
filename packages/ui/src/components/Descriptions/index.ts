export { Descriptions } from './Descriptions';
export type { DescriptionsItemData, DescriptionsProps } from './Descriptions';
