/**
 * Wire shapes of the two answer envelopes (contract §3, §8). Kept apart from the client so MSW handlers can type
 * their answers without pulling the client into the mock bundle.
 */

/** Real server: `Code` 200 is success; anything else is a business error whose `Message` is shown. */
export interface RealEnvelope<T> {
  Code: number;
  Message?: string | null;
  data: T;
}

/** Debug-mode mocks: `code` 20000 is success; 50008/50012/50014 end the session; `status` is 'ok' or 'fail'. */
export interface DebugEnvelope<T> {
  code: number;
  msg?: string | null;
  data: T;
  status?: 'ok' | 'fail';
}

/** Which of the two envelopes a call answers with. */
export type ApiEnvelope = 'real' | 'debug';
