// @pasture/ui/mocks: the MSW handlers of every Pasture feature — the same ones the Storybook workbench, the unit
// tests and the console's demo mode run — with one switch for their base URL and one for their latency, named
// failure scenarios per feature and the texts those scenarios answer with (English; `mockMessageIn` gives a text in the
// language a request asks for), and the demo accounts they accept.
// Start them with `@pasture/ui/mocks/browser` (`worker`) or `@pasture/ui/mocks/node` (`server`), or your own MSW
// setup with `handlers`. Fixtures to assert on are in `@pasture/ui/testing`.
export { handlers, handlersByFeature, resetMockState } from './handlers';
export { setMockBaseUrl, getMockBaseUrl } from './baseUrl';
export { setMockDelay, getMockDelay } from './delay';
export type { MockDelayMode } from './delay';
export { hostileHandler } from './hostile';
export { mockMessageIn } from './locale';
export { LOCALES, type Locale } from '../i18n/locale';
export { demoAccounts, DEMO_VERIFICATION_CODE } from './auth/auth.fixtures';
export type { DemoAccount } from './auth/auth.fixtures';

// ── Scenarios per feature (`server.use(...searchTableScenarios.empty)`) and what they answer with ──
export { authScenarios } from './auth/auth.handlers';
export type { AuthScenarioName } from './auth/auth.handlers';
export {
  workplaceScenarios,
  WORKPLACE_MOCK_MESSAGES,
} from '../screens/dashboard/workplace/workplace.handlers';
export type { WorkplaceScenarioName } from '../screens/dashboard/workplace/workplace.handlers';
export {
  monitorScenarios,
  MONITOR_MOCK_MESSAGES,
} from '../screens/dashboard/monitor/monitor.handlers';
export type { MonitorScenarioName } from '../screens/dashboard/monitor/monitor.handlers';
export {
  dataAnalysisScenarios,
  DATA_ANALYSIS_MOCK_MESSAGES,
} from '../screens/visualization/data-analysis/dataAnalysis.handlers';
export type { DataAnalysisScenarioName } from '../screens/visualization/data-analysis/dataAnalysis.handlers';
export {
  multiDimensionScenarios,
  MULTI_DIMENSION_MOCK_MESSAGES,
} from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.handlers';
export type { MultiDimensionScenarioName } from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.handlers';
export { messageScenarios, MESSAGE_MOCK_MESSAGES } from '../shell/MessageBox/messageBox.handlers';
export type { MessageScenarioName } from '../shell/MessageBox/messageBox.handlers';
export {
  searchTableScenarios,
  SEARCH_TABLE_MOCK_MESSAGES,
} from '../screens/list/search-table/searchTable.handlers';
export type { SearchTableScenarioName } from '../screens/list/search-table/searchTable.handlers';
export {
  cardListScenarios,
  CARD_LIST_MOCK_MESSAGES,
} from '../screens/list/card-list/cardList.handlers';
export type { CardListScenarioName } from '../screens/list/card-list/cardList.handlers';
export { userScenarios, USER_MOCK_MESSAGES } from '../screens/user/user.handlers';
export type { UserScenarioName } from '../screens/user/user.handlers';
export {
  stepFormScenarios,
  STEP_FORM_MOCK_MESSAGES,
} from '../screens/form/step-form/stepForm.handlers';
export type { StepFormScenarioName } from '../screens/form/step-form/stepForm.handlers';
export {
  groupFormScenarios,
  GROUP_FORM_MOCK_MESSAGES,
} from '../screens/form/group-form/groupForm.handlers';
export type { GroupFormScenarioName } from '../screens/form/group-form/groupForm.handlers';
export {
  basicProfileScenarios,
  BASIC_PROFILE_MOCK_MESSAGES,
} from '../screens/profile/basic/basicProfile.handlers';
export type { BasicProfileScenarioName } from '../screens/profile/basic/basicProfile.handlers';
