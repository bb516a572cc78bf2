// Fault-matrix drivers of the group form's submit. The engine (tests/unit/fault-matrix/faultMatrix.test.tsx)
// collects every `*.faults.tsx` (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no
// entry imports it, so the package leaves it out.
import { routeScreen, submitWith, retype } from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

export const faults: FeatureFaults = {
  drivers: {
    groupFormSubmit: {
      kind: 'write',
      via: 'write · group form, Submit',
      envelope: 'debug',
      component: routeScreen('groupForm'),
      prepare: (context) => retype(context, 'Parameter description', 'Night stream'),
      send: (context) => submitWith(context, /^Submit$/),
      typed: ['Parameter description'],
    },
  },
};
