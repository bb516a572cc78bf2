import { HttpResponse, type JsonBodyType } from 'msw';
import type { DebugEnvelope, RealEnvelope } from '../api/envelope';
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
