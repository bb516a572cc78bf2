/** The ids one client variant (edition) of the console sends to the server. */
export interface ClientVariantIds {
  /** Client type code, e.g. 'CK'. */
  readonly clientType: string;
  /** Sent as `clientTypeId` at login and when asking for a token of another client type. */
  readonly clientTypeId: number;
  /** Sent as `clientId` at login. */
  readonly clientId: number;
}

/** The product-center edition this build serves. */
export const CLIENT_VARIANT_CK = Object.freeze({
  clientType: 'CK',
  clientTypeId: 1,
  clientId: 1,
} as const) satisfies ClientVariantIds;
