// The card list mock's words in a module of their own: the e2e tests read them without loading the handlers (and
// through them the endpoint map, every feature's manifest and texts, which Node cannot import as the bundlers do).

/** Words of the mocked server (server data, so not translated). */
export const CARD_LIST_MOCK_MESSAGES = {
  serverError: 'card service unavailable',
  notFound: 'no such card',
  expired: 'the service has expired; renew it first',
  ruleLocked: 'the rule is used by a running distribution task and cannot be switched off',
  saveFailed: 'the change could not be saved',
} as const;
