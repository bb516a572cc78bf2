export {
  ckClientVariant,
  createClientVariantRegistry,
  ClientVariantProvider,
  useClientVariant,
} from './clientVariant';
export type {
  ClientVariant,
  ClientVariantRegistry,
  ClientVariantProviderProps,
  VariantShopWindowProps,
} from './clientVariant';
export { PastureLogo } from './PastureLogo';
export type { PastureLogoProps } from './PastureLogo';
