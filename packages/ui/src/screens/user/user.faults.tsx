// Fault-matrix drivers of the user settings' save and avatar upload. The engine
// (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import { routeScreen, submitWith, retype } from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

export const faults: FeatureFaults = {
  drivers: {
    userSaveInfo: {
      kind: 'write',
      via: 'write · user settings, Save',
      envelope: 'debug',
      component: routeScreen('userSetting'),
      prepare: (context) => retype(context, 'Nickname', 'Herd lead Zhang'),
      send: (context) => submitWith(context, /^Save$/),
      typed: ['Nickname'],
    },
    userUpload: {
      kind: 'write',
      via: 'write · user settings, Change avatar',
      envelope: 'debug',
      component: routeScreen('userSetting'),
      prepare: async ({ screen }) => {
        await screen.findByLabelText('Change avatar', { selector: 'input' }, { timeout: 5_000 });
      },
      send: async ({ screen, user }) => {
        await user.upload(
          screen.getByLabelText('Change avatar', { selector: 'input' }),
          new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'cow.svg', {
            type: 'image/svg+xml',
          }),
        );
      },
    },
  },
  notCalled: {
    userProjectAndTeamList:
      'a read of the user centre (userReads.projectAndTeam) that no page shows; the user info page has no such block',
  },
};
