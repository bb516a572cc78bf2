// @pasture/ui/screens/shop-window: the farm's shop window (the product page). `ProductShopWindowScreen` shows the
// client variant's own page when the runtime's variant brings one, else `ShopWindowScreen`.
export { ShopWindowScreen } from './ShopWindowScreen';
export type { ShopWindowScreenProps } from './ShopWindowScreen';
export { ProductShopWindowScreen } from './ProductShopWindowScreen';
