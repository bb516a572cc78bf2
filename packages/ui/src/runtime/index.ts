export { createPastureRuntime } from './createPastureRuntime';
export type { PastureRuntime, PastureRuntimeOptions } from './createPastureRuntime';
export { PastureProvider } from './PastureProvider';
export type { PastureProviderProps } from './PastureProvider';
export { SessionExpiredDialog } from './SessionExpiredDialog';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';
export { createSessionPrompt } from './sessionPrompt';
export type { SessionPrompt, SessionPromptState } from './sessionPrompt';
