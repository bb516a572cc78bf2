/**
 * What the contract server (`npm run serve:api`, scripts/lib/api-server.mjs) loads: the handlers of every feature,
 * the latency switch, and what it needs to answer for itself before a handler runs — which endpoint a request names
 * (its envelope, whether it takes an upload) and a refusal in that envelope. Not part of the package's API.
 */
export { handlers, resetMockState } from './handlers';
export { setMockDelay } from './delay';
export { setMockBaseUrl } from './baseUrl';
export { endpointRuleFor } from './access';
export type { EndpointRule } from './access';
export { envelopeFailBody } from './responses';
