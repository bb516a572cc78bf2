import { authMocks } from './auth/auth.handlers';
import type { FeatureMocks } from './feature';
import { workplaceMocks } from '../screens/dashboard/workplace/workplace.handlers';
import { monitorMocks } from '../screens/dashboard/monitor/monitor.handlers';
import { dataAnalysisMocks } from '../screens/visualization/data-analysis/dataAnalysis.handlers';
import { multiDimensionMocks } from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.handlers';
import { cardListMocks } from '../screens/list/card-list/cardList.handlers';
import { searchTableMocks } from '../screens/list/search-table/searchTable.handlers';
import { userMocks } from '../screens/user/user.handlers';
import { stepFormMocks } from '../screens/form/step-form/stepForm.handlers';
import { groupFormMocks } from '../screens/form/group-form/groupForm.handlers';
import { basicProfileMocks } from '../screens/profile/basic/basicProfile.handlers';
import { messageBoxMocks } from '../shell/MessageBox/messageBox.handlers';

/**
 * The mocks of every feature, one line each, beside the feature's line in `features.ts` (a unit test keeps the two
 * lists in step). Handlers, Storybook's per-feature handlers and the mock-state reset of tests and stories derive
 * from it.
 */
export const featureMocks: readonly FeatureMocks[] = [
  authMocks,
  workplaceMocks,
  monitorMocks,
  dataAnalysisMocks,
  multiDimensionMocks,
  searchTableMocks,
  cardListMocks,
  userMocks,
  stepFormMocks,
  groupFormMocks,
  basicProfileMocks,
  messageBoxMocks,
];
