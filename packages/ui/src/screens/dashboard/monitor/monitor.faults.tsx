// Fault-matrix drivers of the monitor's chat and quick operations. The engine
// (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import { studiosIn } from './monitor.fixtures';
import {
  routeScreen,
  clickFirst,
  submitWith,
  present,
  retype,
} from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

export const faults: FeatureFaults = {
  drivers: {
    chatSend: {
      kind: 'write',
      via: 'write · monitor chat, Send',
      envelope: 'debug',
      component: routeScreen('monitor'),
      prepare: (context) => retype(context, 'Message', 'Is the milking hall open today?'),
      send: (context) => submitWith(context, /^Send$/),
      typed: ['Message'],
    },
    chatCollect: {
      kind: 'write',
      via: 'write · monitor chat, star',
      envelope: 'debug',
      component: routeScreen('monitor'),
      prepare: present('button', /^Star the message from /),
      send: (context) => clickFirst(context, 'button', /^Star the message from /),
    },
    monitorStudioOperation: {
      kind: 'write',
      via: 'write · monitor, quick operation',
      envelope: 'debug',
      component: routeScreen('monitor'),
      prepare: async (context) => {
        // A studio that passed its audit (the server refuses every operation on one that failed it).
        const passed = studiosIn('en-US').find(
          (studio) => studio.auditStatus === 'passed' && studio.liveMethod === 'video',
        );
        if (!passed) throw new Error('The monitor fixtures must hold a passed video studio.');
        const preview = context.screen.queryByRole('button', { name: `Preview ${passed.title}` });
        if (preview) await context.user.click(preview);
        await present('button', /^Switch stream$/)(context);
      },
      send: (context) => clickFirst(context, 'button', /^Switch stream$/),
    },
  },
};
