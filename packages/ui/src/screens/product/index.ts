export { ShopWindowScreen } from './ShopWindowScreen';
export type { ShopWindowScreenProps } from './ShopWindowScreen';
export { ProductShopWindowScreen } from './ProductShopWindowScreen';
export { productLocale } from './locales';
