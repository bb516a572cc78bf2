import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { CLIENT_VARIANT_CK } from '../auth/clientVariant';
import type { FarmSelection } from '../auth/auth.api';
import type { Role } from '../constants';
import { commonLocale } from '../i18n/locales';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { clientVariantLocale } from './locales';
import { PastureLogo, type PastureLogoProps } from './PastureLogo';

/** What a client variant's own product page receives (the standard one is the product feature's shop window). */
export interface VariantShopWindowProps {
  /** The farm changed (data already follows it); the host may re-check what else depends on the farm. */
  onFarmChanged?: (event: { farm: FarmSelection }) => void;
}

/**
 * A client variant is one edition of the console: its ids sent at login, its title and logo, and
 * optionally its own login page and product pages. The build serves CK; other client types plug in here.
 */
export interface ClientVariant {
  /** Client type code, e.g. 'CK'. */
  clientType: string;
  /** Sent as `clientTypeId` at login. */
  clientTypeId: number;
  /** Sent as `clientId` at login. */
  clientId: number;
  /**
   * The product title shown in the navbar, login page and document title: a key of the library's texts (the
   * `pasture` namespace, where a host may add its own), else the title as written.
   */
  titleKey: string;
  /** The variant's logo. */
  Logo: ComponentType<PastureLogoProps>;
  /** Replaces the standard login page for this client type; receives the standard login props. */
  LoginPage?: ComponentType<{ onLoggedIn: (event: { role: Role | null }) => void }>;
  /**
   * Replaces the standard product page (`/product/shop-window`: it differs by client type). Give a
   * `lazy` component so its code loads with the page, not with the console.
   */
  ShopWindow?: ComponentType<VariantShopWindowProps>;
}

/**
 * The CK edition, the one this build serves: CK's client ids at login, the "Pasture" title and `PastureLogo`, the
 * standard login and product pages. The default of `createClientVariantRegistry` and of `useClientVariant` outside a
 * `ClientVariantProvider`.
 */
export const ckClientVariant: ClientVariant = {
  ...CLIENT_VARIANT_CK,
  titleKey: 'clientVariant.ck.title',
  Logo: PastureLogo,
};

export interface ClientVariantRegistry {
  /** The variant for a client type; unknown types get the default variant. */
  get(clientType?: string | null): ClientVariant;
  list(): readonly ClientVariant[];
}

/** Builds an immutable registry; the first variant is the default. */
export function createClientVariantRegistry(
  variants: readonly ClientVariant[] = [ckClientVariant],
): ClientVariantRegistry {
  const first = variants[0];
  if (!first) throw new Error('createClientVariantRegistry needs at least one client variant.');
  const byType = new Map(variants.map((variant) => [variant.clientType, variant]));
  if (byType.size !== variants.length) {
    throw new Error('createClientVariantRegistry: two variants share a clientType.');
  }
  return {
    get: (clientType) => (clientType ? byType.get(clientType) : undefined) ?? first,
    list: () => variants,
  };
}

const ClientVariantContext = createContext<ClientVariant>(ckClientVariant);

export interface ClientVariantProviderProps {
  /** The variant the app runs as. */
  variant: ClientVariant;
  children?: ReactNode;
}

export function ClientVariantProvider({ variant, children }: ClientVariantProviderProps) {
  return <ClientVariantContext.Provider value={variant}>{children}</ClientVariantContext.Provider>;
}

/** The client variant the console runs as (CK unless a provider says otherwise). */
export function useClientVariant(): ClientVariant {
  return useContext(ClientVariantContext);
}

/**
 * The product title of the client variant, in the interface language. The variant's own texts and the common ones
 * (`common.appName`) are added here, so a title key from either resolves whatever else the page has loaded.
 */
export function useClientVariantTitle(): string {
  const { titleKey } = useClientVariant();
  const { textOrKey } = useFeatureTranslation(clientVariantLocale, commonLocale);
  return textOrKey(titleKey);
}
