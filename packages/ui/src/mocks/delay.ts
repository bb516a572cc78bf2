import { delay } from 'msw';
import { MockLimits } from '../constants';

/**
 * One switch for every handler's latency: `'demo'` waits 600–1000 ms like the product's debug mocks, `'none'`
 * answers at once (tests, stories), a number waits exactly that long.
 */
export type MockDelayMode = 'demo' | 'none' | number;

let mode: MockDelayMode = 'none';

/**
 * Sets the latency of every mock handler from the next request on; `'none'` until set. The console's demo mode sets
 * `'demo'` so loading states show.
 */
export function setMockDelay(next: MockDelayMode): void {
  mode = next;
}

/** The latency mode the handlers use now (see `setMockDelay`). */
export function getMockDelay(): MockDelayMode {
  return mode;
}

/** Await inside a handler before answering. */
export async function mockLatency(): Promise<void> {
  if (mode === 'none') return;
  if (typeof mode === 'number') {
    await delay(mode);
    return;
  }
  const span = MockLimits.delayMaxMs - MockLimits.delayMinMs;
  await delay(MockLimits.delayMinMs + Math.round(Math.random() * span));
}
