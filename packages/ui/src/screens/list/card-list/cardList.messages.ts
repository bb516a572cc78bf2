// The card list mock's words in a module of their own: the e2e tests read them without loading the handlers (and
// through them the endpoint map, every feature's manifest and texts, which Node cannot import as the bundlers do).

/** Words of the mocked server, in English (the handlers answer a Chinese request with `CARD_LIST_MOCK_MESSAGES_ZH`). */
export const CARD_LIST_MOCK_MESSAGES = {
  serverError: 'card service unavailable',
  notFound: 'no such card',
  expired: 'the service has expired; renew it first',
  ruleLocked: 'the rule is used by a running distribution task and cannot be switched off',
  saveFailed: 'the change could not be saved',
} as const;

/** The same words in Chinese. */
export const CARD_LIST_MOCK_MESSAGES_ZH = {
  serverError: '卡片服务暂不可用',
  notFound: '没有这张卡片',
  expired: '服务已过期，请先续期',
  ruleLocked: '该规则正被运行中的分发任务使用，不能关闭',
  saveFailed: '修改未能保存',
} as const satisfies Record<keyof typeof CARD_LIST_MOCK_MESSAGES, string>;
