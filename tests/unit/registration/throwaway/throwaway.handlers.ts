import { defineFeatureMocks } from '../../../../packages/ui/src/mocks/feature';
import { debugOk } from '../../../../packages/ui/src/mocks/responses';
import { mockRoute } from '../../../../packages/ui/src/mocks/route';
import { throwawayEndpoints } from './throwaway.endpoints';

export const throwawayMocks = defineFeatureMocks({
  name: 'throwaway',
  handlers: [
    mockRoute(throwawayEndpoints.throwawayList, () => debugOk({ items: ['hay', 'oats'] })),
  ],
  scenarios: {},
});
