// Generated from the manifests of features.ts by scripts/registry.mjs (`npm run api:update`); do not edit.
// The mocks of every registered feature with a `x.handlers.ts` beside its `x.feature.ts`, after the core's auth
// calls. A list of its own because a production build must never reach a handler; the console imports features.ts
// (docs/decisions/028-the-feature-manifest-is-the-registration.md). Handlers, Storybook's per-feature handlers and
// the mock-state reset of unit tests and stories derive from it (mocks/handlers.ts).
import { authMocks } from './auth/auth.handlers';
import type { FeatureMocks } from './feature';
import { workplaceMocks } from '../screens/dashboard/workplace/workplace.handlers';
import { monitorMocks } from '../screens/dashboard/monitor/monitor.handlers';
import { dataAnalysisMocks } from '../screens/visualization/data-analysis/dataAnalysis.handlers';
import { multiDimensionMocks } from '../screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.handlers';
import { searchTableMocks } from '../screens/list/search-table/searchTable.handlers';
import { cardListMocks } from '../screens/list/card-list/cardList.handlers';
import { userMocks } from '../screens/user/user.handlers';
import { stepFormMocks } from '../screens/form/step-form/stepForm.handlers';
import { groupFormMocks } from '../screens/form/group-form/groupForm.handlers';
import { basicProfileMocks } from '../screens/profile/basic/basicProfile.handlers';
import { messageBoxMocks } from '../shell/MessageBox/messageBox.handlers';

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
