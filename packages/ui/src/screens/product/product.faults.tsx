// Fault-matrix drivers of the product page's farm switch. The engine (tests/unit/fault-matrix/faultMatrix.test.tsx)
// collects every `*.faults.tsx` (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no
// entry imports it, so the package leaves it out.
import { routeScreen, clickFirst, present } from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

export const faults: FeatureFaults = {
  drivers: {
    changeFarm: {
      kind: 'write',
      via: 'write · product page, Switch farm',
      envelope: 'real',
      component: routeScreen('shopWindow'),
      prepare: present('button', /^Switch to /),
      send: (context) => clickFirst(context, 'button', /^Switch to /),
    },
  },
};
