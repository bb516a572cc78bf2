// @pasture/ui/testing: what a host needs to test its pages with Pasture's screens — a test runtime, a provider with
// an in-memory screen host, a login as a demo account, an API client carrying a demo account's token and the error a
// call rejects with, and the fixtures the mocks answer with, to assert on what a screen shows. Nothing here imports
// MSW; start the mocks with `@pasture/ui/mocks/node` (or your own worker).
export { createTestRuntime, logInAs, PastureTestProvider } from './testRuntime';
export type { CreateTestRuntimeOptions, PastureTestProviderProps } from './testRuntime';
export { apiRejection, createTestClient } from './testClient';
export type { CreateTestClientOptions } from './testClient';

// ── Fixtures: the data the mock handlers answer with (one fixture per fact) ──
export { demoFarms, demoUsers } from '../mocks/auth/auth.fixtures';
export type { DemoUser } from '../mocks/auth/auth.fixtures';
export {
  contentData as workplaceContentData,
  popularAuthors as workplacePopularAuthors,
} from '../screens/dashboard/workplace/workplace.fixtures';
export {
  scriptedChatLine,
  studios as monitorStudios,
} from '../screens/dashboard/monitor/monitor.fixtures';
export {
  contentPublish as dataAnalysisContentPublish,
  opinionTrends as dataAnalysisOpinionTrends,
} from '../screens/visualization/data-analysis/dataAnalysis.fixtures';
export {
  contentSources as multiDimensionContentSources,
  contentTypeDistribution as multiDimensionContentTypes,
  dataOverview as multiDimensionOverview,
} from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.fixtures';
export { policyRows as searchTablePolicies } from '../screens/list/search-table/searchTable.fixtures';
export {
  qualityInspectionItems as cardListQualityInspections,
  serviceItems as cardListServices,
  rulePresetItems as cardListRulePresets,
  LOCKED_RULE_ID as cardListLockedRuleId,
} from '../screens/list/card-list/cardList.fixtures';
export {
  certification as userCertification,
  myProjects as userMyProjects,
} from '../screens/user/user.fixtures';
export {
  validChannelForm as stepFormValidChannel,
  channelStepDraft as stepFormChannelStepDraft,
  channelStepDraftSavedAt as stepFormChannelStepDraftSavedAt,
} from '../screens/form/step-form/stepForm.fixtures';
export { operationLog as basicProfileOperationLog } from '../screens/profile/basic/basicProfile.fixtures';
