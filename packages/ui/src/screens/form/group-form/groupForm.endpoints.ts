import { endpoint } from '../../../api/endpoints';

/**
 * The feature's server calls (method and path): its manifest lists them, its calls and its handlers build their URLs
 * from them.
 */
export const groupFormEndpoints = {
  groupFormSubmit: endpoint('POST', '/api/group-form/submit'),
} as const;
