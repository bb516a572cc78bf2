import { HttpResponse, type JsonBodyType } from 'msw';
import type { ApiEnvelope, DebugEnvelope, RealEnvelope } from '../api/envelope';
import { REAL_SUCCESS_CODE, ResponseCode } from '../constants';

/** `Code` the mocked real server uses for a business error (the contract shows only that it is not 200). */
export const MOCK_REAL_FAILURE_CODE = 500;

/** A real-server success: `{ Code: 200, Message, data }`. */
export function realOk<T extends JsonBodyType>(data: T) {
  return HttpResponse.json<RealEnvelope<T>>({ Code: REAL_SUCCESS_CODE, Message: 'success', data });
}

/** A real-server business error: HTTP 200 with `Code` ≠ 200 and the `Message` the client toasts. */
export function realFail(message: string, code: number = MOCK_REAL_FAILURE_CODE) {
  return HttpResponse.json<RealEnvelope<null>>({ Code: code, Message: message, data: null });
}

/** A debug-mode success: `{ code: 20000, msg, data, status: 'ok' }`. */
export function debugOk<T extends JsonBodyType>(data: T) {
  return HttpResponse.json<DebugEnvelope<T>>({
    code: ResponseCode.success,
    msg: 'success',
    data,
    status: 'ok',
  });
}

/** A debug-mode failure: HTTP 200 with `code` (default 50000, contract §8) and `msg`. */
export function debugFail(msg: string, code: number = ResponseCode.failure) {
  return HttpResponse.json<DebugEnvelope<null>>({ code, msg, data: null, status: 'fail' });
}

/** The body of `envelopeFail`, for a server that writes it itself (the contract server's own refusals). */
export function envelopeFailBody(
  envelope: ApiEnvelope | 'both',
  message: string,
  { status = 200, code }: { status?: number; code?: number } = {},
) {
  const real = {
    Code: code ?? (status === 200 ? MOCK_REAL_FAILURE_CODE : status),
    Message: message,
  };
  const debug = { code: code ?? ResponseCode.failure, msg: message, status: 'fail' };
  const fields = envelope === 'real' ? real : envelope === 'debug' ? debug : { ...real, ...debug };
  return { ...fields, data: null };
}

/**
 * A refusal in an endpoint's envelope (`both`: the fields of either, for a call or path that serves both clients),
 * with an HTTP status when the refusal is one (401, 403, 413 …). `code` is the envelope code; by default the real
 * envelope's `Code` is the HTTP status (or 500 for a business error) and the debug envelope's `code` its failure
 * default 50000 (contract §8).
 */
export function envelopeFail(
  envelope: ApiEnvelope | 'both',
  message: string,
  options: { status?: number; code?: number } = {},
) {
  return HttpResponse.json(envelopeFailBody(envelope, message, options), {
    status: options.status ?? 200,
  });
}
