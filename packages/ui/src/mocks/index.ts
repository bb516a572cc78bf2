export { handlers, handlersByFeature } from './handlers';
export { setMockDelay, getMockDelay, mockLatency } from './delay';
export type { MockDelayMode } from './delay';
