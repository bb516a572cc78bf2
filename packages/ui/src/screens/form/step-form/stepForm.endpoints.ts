import { endpoint } from '../../../api/endpoints';

/** The server calls of the stepForm feature (method and path); its manifest lists them, its calls and handlers use them. */
export const stepFormEndpoints = {
  channelFormSubmit: endpoint('POST', '/api/channel-form/submit'),
} as const;
