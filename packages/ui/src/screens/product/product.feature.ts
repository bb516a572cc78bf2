import { defineFeature } from '../../routing/feature';

export const productFeature = defineFeature({
  name: 'product',
  locale: () => import('./locales').then((module) => module.productLocale),
  screens: {
    shopWindow: () =>
      import('./ProductShopWindowScreen').then((module) => module.ProductShopWindowScreen),
  },
  routes: [
    {
      name: 'shopWindow',
      path: '/product/shop-window',
      group: 'product',
      order: 1,
      menuLabelKey: 'menu.product.shopWindow',
    },
  ],
  subpath: 'screens/shop-window',
});
