// Fault-matrix drivers of the step form's submit on its channel step. The engine
// (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import { demoUsers } from '../../../mocks/auth/auth.fixtures';
import { saveStepFormDraft } from './stepForm.draft';
import { validChannelForm } from './stepForm.fixtures';
import { routeScreen, submitWith, fill } from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

export const faults: FeatureFaults = {
  drivers: {
    channelFormSubmit: {
      kind: 'write',
      via: 'write · step form, Submit (channel step)',
      envelope: 'debug',
      component: async () => {
        // The basic step typed earlier and kept as the user's draft (issue 10): the form opens on the channel step.
        const owner = demoUsers.admin?.userInfo.accountId;
        if (!owner) throw new Error('The admin fixture needs an account id.');
        saveStepFormDraft(localStorage, owner, {
          savedAt: new Date().toISOString(),
          step: 'channel',
          values: validChannelForm,
        });
        return routeScreen('stepForm')();
      },
      prepare: (context) => fill(context, 'Advertising content', 'Alfalfa, free delivery'),
      send: (context) => submitWith(context, /^Submit$/),
      typed: ['Advertising content', 'Keyword'],
    },
  },
};
