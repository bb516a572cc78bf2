// Workspace-only (`@pasture/ui/internal/mocks`, no export of the package, ADR 027): the mock internals the repo's own
// stories and tests use beyond `@pasture/ui/mocks` — one feature's handler list, its reset, a demo token without a
// login round-trip.
export { authHandlers, resetAuthMockState } from './auth/auth.handlers';
export { issueDemoToken } from './auth/demoToken';
