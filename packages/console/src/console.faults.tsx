// Fault-matrix drivers of the whole console: the account menu's logout and the guard's server menu. The engine
// (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import {
  demoAccount,
  loggedOutOnLogin,
  wholeConsole,
  routerOf,
  type ConsoleHandle,
} from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

const adminAccount = demoAccount('admin');

const logoutConsole: ConsoleHandle = { router: null, settings: null };
const menuConsole: ConsoleHandle = { router: null, settings: null };
const MENU_FAILED =
  'The server menu could not be loaded; showing the local menu and trying again in the background';
/** Pages the menu driver moves between: each navigation runs the guard, which asks for the menu. */
const menuPages = ['/exception/403', '/exception/404'];
let menuPage = 0;

export const faults: FeatureFaults = {
  drivers: {
    userLogout: {
      kind: 'write',
      via: 'write · console, account menu, Logout',
      envelope: 'debug',
      bare: true,
      component: wholeConsole('/exception/500', logoutConsole, { menuFromServer: false }),
      prepare: async (context) => {
        const { runtime, screen, user } = context;
        if (runtime.session.getState().status !== 'authenticated') {
          await runtime.session.login({
            mobile: adminAccount.mobile,
            password: adminAccount.password,
          });
          await routerOf(logoutConsole).navigate('/exception/500');
        }
        // Found by label and text, not by role: role queries over the whole console's page are slow.
        await user.click(
          await screen.findByLabelText(
            /^Account menu of /,
            { selector: 'button' },
            { timeout: 5_000 },
          ),
        );
        await screen.findByText('Log out');
      },
      send: async ({ screen, user }) => {
        const item = screen.getByText('Log out').closest('[role="menuitem"]');
        if (!item) throw new Error('Logout is not a menu item.');
        await user.click(item);
      },
      // While the slow answer is on its way the user is already out, on the login page: logout does not wait for it.
      loading: (context) => loggedOutOnLogin.test(context),
      // contract §4: logging out ends the local session whatever the server answers, at once (the answer is not
      // waited for) and without the re-login prompt (`skipLogoutModal`); nothing is toasted, the login page follows.
      outcome: () => ({ prompt: false, noToast: true, reaches: loggedOutOnLogin }),
    },
    serverMenu: {
      kind: 'write',
      via: 'read · console guard, server menu (menuFromServer on)',
      envelope: 'debug',
      bare: true,
      component: wholeConsole('/exception/403', menuConsole, { menuFromServer: true }),
      prepare: async ({ runtime }) => {
        // As after a reload: the menu is not known yet, so the next navigation asks the server for it (a failure of
        // the cell before is no longer being tried again in the background: the setting went off and on).
        menuConsole.settings?.update({ menuFromServer: false });
        menuConsole.settings?.update({ menuFromServer: true, serverMenu: [] });
        runtime.queryClient.removeQueries({ queryKey: ['server-menu'] });
      },
      loading: ({ screen }) => screen.queryByText('Loading the menu from the server…') !== null,
      send: async () => {
        menuPage = (menuPage + 1) % menuPages.length;
        await routerOf(menuConsole).navigate(menuPages[menuPage] ?? '/');
      },
      // contract §4, §8 'Menu load notifications: loading, success, error': any failure is the error notification and
      // the local menu stays. The call goes without a token (§7 'unauthenticated client'), so neither a 401 nor a
      // logout code can mean the user's session ended: no re-login prompt.
      outcome: (fault) =>
        fault === 'slow3s'
          ? {
              prompt: false,
              succeeded: true,
              reaches: {
                what: 'the server menu to be loaded',
                test: () => (menuConsole.settings?.getSnapshot().serverMenu.length ?? 0) > 0,
              },
            }
          : { prompt: false, toast: MENU_FAILED },
    },
  },
};
