export {
  ckClientVariant,
  createClientVariantRegistry,
  ClientVariantProvider,
  useClientVariant,
  useClientVariantTitle,
} from './clientVariant';
export { clientVariantLocale } from './locales';
export type {
  ClientVariant,
  ClientVariantRegistry,
  ClientVariantProviderProps,
  VariantShopWindowProps,
} from './clientVariant';
export { PastureLogo } from './PastureLogo';
export type { PastureLogoProps } from './PastureLogo';
