export { handlers, handlersByFeature, resetMockState } from './handlers';
export { featureMocks } from './features';
export { defineFeatureMocks } from './feature';
export type { FeatureMocks } from './feature';
export { setMockDelay, getMockDelay, mockLatency } from './delay';
export type { MockDelayMode } from './delay';
export { setMockBaseUrl, getMockBaseUrl } from './baseUrl';
export { mockRoute } from './route';
export { realOk, realFail, debugOk, debugFail, MOCK_REAL_FAILURE_CODE } from './responses';
export { authHandlers, authScenarios, resetAuthMockState } from './auth/auth.handlers';
export type { AuthScenarioName } from './auth/auth.handlers';
export {
  demoAccounts,
  demoUsers,
  demoFarms,
  demoServerMenu,
  demoRealUserInfo,
  DEMO_VERIFICATION_CODE,
  authMockMessages,
} from './auth/auth.fixtures';
export type { DemoAccount, DemoUser } from './auth/auth.fixtures';
export { issueDemoToken, readDemoToken } from './auth/demoToken';
export type { DemoTokenClaims } from './auth/demoToken';
export {
  workplaceHandlers,
  workplaceScenarios,
  WORKPLACE_MOCK_MESSAGES,
} from '../screens/dashboard/workplace/workplace.handlers';
export type { WorkplaceScenarioName } from '../screens/dashboard/workplace/workplace.handlers';
export {
  contentData as workplaceContentData,
  popularLists as workplacePopularLists,
  popularAuthors as workplacePopularAuthors,
} from '../screens/dashboard/workplace/workplace.fixtures';
export {
  monitorHandlers,
  monitorScenarios,
  resetMonitorMockState,
  MONITOR_MOCK_MESSAGES,
} from '../screens/dashboard/monitor/monitor.handlers';
export type { MonitorScenarioName } from '../screens/dashboard/monitor/monitor.handlers';
export {
  CHAT_INTERVAL_MS,
  CHAT_SEED_COUNT,
  scriptedChatLine,
  studios as monitorStudios,
} from '../screens/dashboard/monitor/monitor.fixtures';
export {
  dataAnalysisHandlers,
  dataAnalysisScenarios,
  DATA_ANALYSIS_MOCK_MESSAGES,
} from '../screens/visualization/data-analysis/dataAnalysis.handlers';
export type { DataAnalysisScenarioName } from '../screens/visualization/data-analysis/dataAnalysis.handlers';
export {
  analysisDays,
  analysisHours,
  contentPeriodAnalysis as dataAnalysisContentPeriod,
  contentPublish as dataAnalysisContentPublish,
  opinionSplit as dataAnalysisOpinionSplit,
  opinionTrends as dataAnalysisOpinionTrends,
} from '../screens/visualization/data-analysis/dataAnalysis.fixtures';
export {
  multiDimensionHandlers,
  multiDimensionScenarios,
  MULTI_DIMENSION_MOCK_MESSAGES,
} from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.handlers';
export type { MultiDimensionScenarioName } from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.handlers';
export {
  chainGrowth as multiDimensionChainGrowth,
  contentSources as multiDimensionContentSources,
  contentTypeDistribution as multiDimensionContentTypes,
  dataOverview as multiDimensionOverview,
} from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.fixtures';
export {
  messageHandlers,
  messageScenarios,
  resetMessageMockState,
  MESSAGE_MOCK_MESSAGES,
} from '../shell/MessageBox/messageBox.handlers';
export type { MessageScenarioName } from '../shell/MessageBox/messageBox.handlers';
export {
  messageFixtures,
  buildMessages as buildMessageFixtures,
} from '../shell/MessageBox/messageBox.fixtures';
export {
  searchTableHandlers,
  searchTableScenarios,
  resetSearchTableMocks,
  SEARCH_TABLE_MOCK_MESSAGES,
} from '../screens/list/search-table/searchTable.handlers';
export type { SearchTableScenarioName } from '../screens/list/search-table/searchTable.handlers';
export {
  policyRows as searchTablePolicies,
  largePolicyRows as searchTableLargePolicies,
} from '../screens/list/search-table/searchTable.fixtures';
export {
  cardListHandlers,
  cardListScenarios,
  resetCardListMocks,
  CARD_LIST_MOCK_MESSAGES,
} from '../screens/list/card-list/cardList.handlers';
export type { CardListScenarioName } from '../screens/list/card-list/cardList.handlers';
export {
  qualityInspectionItems as cardListQualityInspections,
  serviceItems as cardListServices,
  rulePresetItems as cardListRulePresets,
  LOCKED_RULE_ID as cardListLockedRuleId,
} from '../screens/list/card-list/cardList.fixtures';
export { userHandlers, userScenarios, USER_MOCK_MESSAGES } from '../screens/user/user.handlers';
export type { UserScenarioName } from '../screens/user/user.handlers';
export {
  certification as userCertification,
  latestActivities as userLatestActivities,
  myProjects as userMyProjects,
  myTeams as userMyTeams,
  projectAndTeamList as userProjectAndTeamList,
  projectContributors as userProjectContributors,
  userVisits,
} from '../screens/user/user.fixtures';
export {
  stepFormHandlers,
  stepFormScenarios,
  STEP_FORM_MOCK_MESSAGES,
} from '../screens/form/step-form/stepForm.handlers';
export type { StepFormScenarioName } from '../screens/form/step-form/stepForm.handlers';
export {
  validChannelForm as stepFormValidChannel,
  channelStepDraft as stepFormChannelStepDraft,
  channelStepDraftSavedAt as stepFormChannelStepDraftSavedAt,
} from '../screens/form/step-form/stepForm.fixtures';
export {
  groupFormHandlers,
  groupFormScenarios,
  GROUP_FORM_MOCK_MESSAGES,
} from '../screens/form/group-form/groupForm.handlers';
export type { GroupFormScenarioName } from '../screens/form/group-form/groupForm.handlers';
export { validGroupForm as groupFormValidValues } from '../screens/form/group-form/groupForm.fixtures';
export {
  basicProfileHandlers,
  basicProfileScenarios,
  BASIC_PROFILE_MOCK_MESSAGES,
} from '../screens/profile/basic/basicProfile.handlers';
export type { BasicProfileScenarioName } from '../screens/profile/basic/basicProfile.handlers';
export {
  basicProfile as basicProfileFixture,
  operationLog as basicProfileOperationLog,
} from '../screens/profile/basic/basicProfile.fixtures';
export { personAvatar, teamAvatar } from './avatar';
export { hostileHandler, poison, HOSTILE_FLAG, HOSTILE_URL } from './hostile';
