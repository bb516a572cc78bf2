import { endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const stepFormEndpoints = {
  channelFormSubmit: endpoint('POST', '/api/channel-form/submit'),
} as const;
