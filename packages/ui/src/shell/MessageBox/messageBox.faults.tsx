// Fault-matrix drivers of the navbar's message box: its list behind the bell and Mark as read. The engine
// (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import { clickFirst, present } from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

export const faults: FeatureFaults = {
  drivers: {
    messageList: {
      kind: 'read',
      via: 'read · navbar message box',
      component: async () => {
        const { MessageBox } = await import('./MessageBox');
        return function OpenMessageBox() {
          return <MessageBox defaultOpen />;
        };
      },
      prepare: async ({ screen, user }) => {
        if (screen.queryByRole('dialog', { name: 'Notifications' })) return;
        await user.click(screen.getByRole('button', { name: /^Notifications/ }));
        await screen.findByRole('dialog', { name: 'Notifications' });
      },
    },
    messageRead: {
      kind: 'write',
      via: 'write · message box, Mark as read (said in place)',
      envelope: 'debug',
      inPlace: true,
      component: async () => {
        const { MessageBox } = await import('./MessageBox');
        return function OpenMessageBox() {
          return <MessageBox defaultOpen />;
        };
      },
      prepare: async (context) => {
        if (!context.screen.queryByRole('dialog', { name: 'Notifications' })) {
          await context.user.click(context.screen.getByRole('button', { name: /^Notifications/ }));
        }
        await present('button', /^Mark as read: /)(context);
      },
      send: (context) => clickFirst(context, 'button', /^Mark as read: /),
    },
  },
};
