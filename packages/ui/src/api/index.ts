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
export { endpoints } from './endpoints';
export type { Endpoint, EndpointName, HttpMethod } from './endpoints';
export type { ApiEnvelope, RealEnvelope, DebugEnvelope } from './envelope';
export { ApiProvider, useApiClient } from './ApiProvider';
export type { ApiProviderProps } from './ApiProvider';
