// Workspace-only (`@pasture/ui/internal/mocks`, no export of the package, ADR 027): the mock internals the repo's own
// stories and tests use beyond `@pasture/ui/mocks` — one feature's handler list, its reset, a demo token without a
// login round-trip, the servers' own messages (server data, the same in every language) for a play to look for.
export { authHandlers, resetAuthMockState } from './auth/auth.handlers';
export { authMockMessages } from './auth/auth.fixtures';
export { issueDemoToken } from './auth/demoToken';
