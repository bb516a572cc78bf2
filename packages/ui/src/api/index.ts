export { createApiClient } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  ApiMessageKey,
  QueryValue,
  SessionExpiredEvent,
} from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorKind, ApiErrorInit } from './errors';
export { coreEndpoints, endpoint } from './endpoints';
export type { Endpoint, HttpMethod } from './endpoints';
export type { ApiEnvelope, RealEnvelope, DebugEnvelope } from './envelope';
export { ApiProvider, useApiClient } from './ApiProvider';
export type { ApiProviderProps } from './ApiProvider';
