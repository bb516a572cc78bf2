// Fault-matrix drivers of the card list's switches, service actions and queue delete. The engine
// (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import {
  routeScreen,
  clickFirst,
  confirmFirst,
  confirmIn,
  dismiss,
  present,
} from '@pasture/fault-matrix/driverKit';
import type { DriverContext, FeatureFaults } from '@pasture/fault-matrix/faults';

/** The card list's per-queue Delete buttons ('Delete <queue>'), behind an open dialog too. */
function deleteQueueButtons({ screen }: DriverContext): HTMLElement[] {
  return screen.queryAllByRole('button', { name: /^Delete /, hidden: true });
}
/** How many queues the card list showed before the delete under test was confirmed. */
let queuesBeforeDelete = 0;

export const faults: FeatureFaults = {
  drivers: {
    rulesPresetSwitch: {
      kind: 'write',
      via: 'write · card list, rule switch',
      envelope: 'debug',
      component: routeScreen('cardList'),
      prepare: present('switch', /^Enable /),
      send: (context) => clickFirst(context, 'switch', /^Enable /),
    },
    theServiceOpen: {
      kind: 'write',
      via: 'write · card list, Open service',
      envelope: 'debug',
      component: routeScreen('cardList'),
      prepare: present('button', /^Open service /),
      send: (context) => clickFirst(context, 'button', /^Open service /),
    },
    theServiceRenew: {
      kind: 'write',
      via: 'write · card list, renew service',
      envelope: 'debug',
      component: routeScreen('cardList'),
      prepare: present('button', /^Renew service /),
      send: (context) => clickFirst(context, 'button', /^Renew service /),
    },
    theServiceCancel: {
      kind: 'write',
      via: 'write · card list, Cancel service (confirmed)',
      envelope: 'debug',
      component: routeScreen('cardList'),
      prepare: (context) => confirmFirst(context, /^Cancel service /, 'Cancel this service?'),
      send: (context) => confirmIn(context, 'Cancel this service?', 'Cancel service'),
      reset: (context) => dismiss(context, 'Cancel this service?', 'Keep service'),
    },
    qualityInspectionDelete: {
      kind: 'write',
      via: 'write · card list, Delete queue (confirmed)',
      envelope: 'debug',
      component: routeScreen('cardList'),
      prepare: (context) => {
        queuesBeforeDelete = deleteQueueButtons(context).length;
        return confirmFirst(context, /^Delete /, 'Delete this inspection queue?');
      },
      send: (context) => confirmIn(context, 'Delete this inspection queue?', 'Delete'),
      // The delete is optimistic: while the answer is on its way the queue's Delete is busy, and once the optimistic
      // change renders the card is gone. On a busy machine a look may first see the card gone (failed at load 17).
      loading: (context) => {
        const buttons = deleteQueueButtons(context);
        return (
          buttons.some((button) => button.getAttribute('aria-busy') === 'true') ||
          buttons.length < queuesBeforeDelete
        );
      },
      reset: (context) => dismiss(context, 'Delete this inspection queue?', 'Cancel'),
    },
  },
};
