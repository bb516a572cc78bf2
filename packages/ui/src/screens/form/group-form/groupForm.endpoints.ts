import { endpoint } from '../../../api/endpoints';

/** The server calls of the groupForm feature (method and path); its manifest lists them, its calls and handlers use them. */
export const groupFormEndpoints = {
  groupFormSubmit: endpoint('POST', '/api/group-form/submit'),
} as const;
