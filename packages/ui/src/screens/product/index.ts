export { ShopWindowScreen } from './ShopWindowScreen';
export type { ShopWindowScreenProps } from './ShopWindowScreen';
