import { anonymousCall, endpoint } from '../../../../packages/ui/src/api/endpoints';

export const throwawayEndpoints = {
  throwawayList: endpoint('GET', '/api/throwaway/list', anonymousCall('debug')),
} as const;
