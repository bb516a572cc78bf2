import type { RequestHandler } from 'msw';
import { unauthorizedResponse } from '../../../mocks/auth/mockSession';
import { mockLatency } from '../../../mocks/delay';
import { defineFeatureMocks } from '../../../mocks/feature';
import { readJsonObject } from '../../../mocks/request';
import { debugFail, debugOk } from '../../../mocks/responses';
import { mockScenarioKit, type MockResolver } from '../../../mocks/readScenarios';
import { mockLocaleOf, mockMessagesInChinese, textsIn } from '../../../mocks/locale';
import {
  sessionStore,
  withoutRow,
  withRowChanged,
  type SessionStore as MockStore,
} from '../../../mocks/sessionStore';
import { CARD_LIST_MOCK_MESSAGES, CARD_LIST_MOCK_MESSAGES_ZH } from './cardList.messages';
import { farmSeedOf } from '../../../mocks/farm';
import { farmCards, LOCKED_RULE_ID, shippedCards, type BilingualCards } from './cardList.fixtures';
import { serviceAfter, type ServiceAction } from './cardList.types';

export { CARD_LIST_MOCK_MESSAGES };

mockMessagesInChinese(CARD_LIST_MOCK_MESSAGES, CARD_LIST_MOCK_MESSAGES_ZH);

/**
 * The card list's mock server: the three card lists and our own writes that delete
 * a quality-inspection queue, open, cancel or renew a service and switch a rule preset. What a session changes is
 * kept for the browser tab (sessionStorage, by the mock-store kit `mocks/sessionStore.ts`) until `resetCardListMocks`.
 */

/** The cards as the server keeps them: texts in both languages, each answer in the request's (contract §10.3). */
type Cards = BilingualCards;

function isCards(saved: unknown): saved is Cards {
  if (typeof saved !== 'object' || saved === null) return false;
  const { quality, service, rules } = saved as Partial<Cards>;
  return Array.isArray(quality) && Array.isArray(service) && Array.isArray(rules);
}

/** The home farm's cards: the shipped ones. */
const homeStore = sessionStore<Cards>({
  storageKey: 'pasture.mock.cardList',
  initial: shippedCards,
  restore: (saved) => (isCards(saved) ? saved : null),
});
const farmStores = new Map<number, MockStore<Cards>>();

/** The cards of the request's farm, each farm's kept apart: the shipped ones on the home farm, seeded elsewhere. */
function storeOf(request: Request): MockStore<Cards> {
  const seed = farmSeedOf(request);
  if (seed === null) return homeStore;
  let store = farmStores.get(seed);
  if (!store) {
    store = sessionStore<Cards>({
      storageKey: `pasture.mock.cardList.${seed}`,
      initial: () => farmCards(seed),
      restore: (saved) => (isCards(saved) ? saved : null),
    });
    farmStores.set(seed, store);
  }
  return store;
}

/** Back to the cards as shipped, on every farm (between tests and stories). */
export function resetCardListMocks(): void {
  homeStore.reset();
  for (const store of farmStores.values()) store.reset();
}

const idOf = (body: Record<string, unknown>) => (typeof body.id === 'number' ? body.id : NaN);

function serviceWrite(action: ServiceAction): MockResolver {
  return async ({ request }) => {
    await mockLatency();
    const store = storeOf(request);
    const id = idOf(await readJsonObject(request));
    const service = store.get().service.find((candidate) => candidate.id === id);
    if (!service) return debugFail(CARD_LIST_MOCK_MESSAGES.notFound);
    if (action === 'open' && service.expires) return debugFail(CARD_LIST_MOCK_MESSAGES.expired);
    const changed = serviceAfter(service, action);
    store.update((cards) => ({
      ...cards,
      service: withRowChanged(cards.service, id, () => changed),
    }));
    return debugOk(textsIn(changed, mockLocaleOf(request)));
  };
}

const resolvers = {
  qualityInspectionList: async ({ request }) => {
    await mockLatency();
    return debugOk(textsIn(storeOf(request).get().quality, mockLocaleOf(request)));
  },
  theServiceList: async ({ request }) => {
    await mockLatency();
    return debugOk(textsIn(storeOf(request).get().service, mockLocaleOf(request)));
  },
  rulesPresetList: async ({ request }) => {
    await mockLatency();
    return debugOk(textsIn(storeOf(request).get().rules, mockLocaleOf(request)));
  },
  qualityInspectionDelete: async ({ request }) => {
    await mockLatency();
    const store = storeOf(request);
    const id = idOf(await readJsonObject(request));
    if (!store.get().quality.some((item) => item.id === id)) {
      return debugFail(CARD_LIST_MOCK_MESSAGES.notFound);
    }
    store.update((cards) => ({ ...cards, quality: withoutRow(cards.quality, id) }));
    return debugOk(null);
  },
  theServiceOpen: serviceWrite('open'),
  theServiceCancel: serviceWrite('cancel'),
  theServiceRenew: serviceWrite('renew'),
  rulesPresetSwitch: async ({ request }) => {
    await mockLatency();
    const store = storeOf(request);
    const body = await readJsonObject(request);
    const id = idOf(body);
    const rule = store.get().rules.find((candidate) => candidate.id === id);
    if (!rule || typeof body.enable !== 'boolean')
      return debugFail(CARD_LIST_MOCK_MESSAGES.notFound);
    if (id === LOCKED_RULE_ID && !body.enable) return debugFail(CARD_LIST_MOCK_MESSAGES.ruleLocked);
    const changed = { ...rule, enable: body.enable };
    store.update((cards) => ({ ...cards, rules: withRowChanged(cards.rules, id, () => changed) }));
    return debugOk(textsIn(changed, mockLocaleOf(request)));
  },
} satisfies Record<string, MockResolver>;

type CardListEndpointName = keyof typeof resolvers;
const endpointNames = Object.keys(resolvers) as CardListEndpointName[];
const reads = {
  quality: 'qualityInspectionList',
  service: 'theServiceList',
  rules: 'rulesPresetList',
} as const satisfies Record<string, CardListEndpointName>;
const readNames: readonly CardListEndpointName[] = Object.values(reads);
const writeNames = endpointNames.filter((name) => !readNames.includes(name));

const kit = mockScenarioKit(resolvers);

/** The happy-path handlers. */
export const cardListHandlers: RequestHandler[] = kit.handlers;

const failing = (names: readonly CardListEndpointName[], message: string) =>
  kit.answering(names, () => debugFail(message));

/**
 * The scenario names of the card list's mocks (`cardListScenarios`): every group empty, every call failing (50000),
 * taking 3 s or answering HTTP 401, one group's list failing (quality inspections, services, rule presets), every
 * change refused, and 3 s changes.
 */
export type CardListScenarioName =
  | 'empty'
  | 'error'
  | 'slow'
  | 'unauthorized'
  | 'qualityError'
  | 'serviceError'
  | 'rulesError'
  | 'writeError'
  | 'slowWrites';

/**
 * Complete handler lists for `parameters.msw.handlers.cardList` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const cardListScenarios: Readonly<Record<CardListScenarioName, RequestHandler[]>> = {
  /** Every group is empty. */
  empty: kit.answering(readNames, () => debugOk([])),
  /** Every call answers the debug failure code 50000. */
  error: failing(endpointNames, CARD_LIST_MOCK_MESSAGES.serverError),
  /** Every call takes 3 s, to show the loading states. */
  slow: kit.slowly(endpointNames),
  /** The session has ended: every call answers HTTP 401. */
  unauthorized: kit.answering(endpointNames, () => unauthorizedResponse()),
  /** Only the quality-inspection list fails; the other groups load. */
  qualityError: failing([reads.quality], CARD_LIST_MOCK_MESSAGES.serverError),
  /** Only the service list fails. */
  serviceError: failing([reads.service], CARD_LIST_MOCK_MESSAGES.serverError),
  /** Only the rule presets fail. */
  rulesError: failing([reads.rules], CARD_LIST_MOCK_MESSAGES.serverError),
  /** Every change is refused: the cards roll back and the error policy says why. */
  writeError: failing(writeNames, CARD_LIST_MOCK_MESSAGES.saveFailed),
  /** Every change takes 3 s, to show its pending state. */
  slowWrites: kit.slowly(writeNames),
};

export const cardListMocks = defineFeatureMocks({
  name: 'cardList',
  handlers: cardListHandlers,
  scenarios: cardListScenarios,
  reset: resetCardListMocks,
});
