// Fault-matrix drivers of the search table's bulk status change, create and import dialogs and details drawer. The
// engine (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import { fireEvent, within } from '@testing-library/react';
import { routeScreen, clickFirst, present, dialogTitled } from '@pasture/fault-matrix/driverKit';
import type { FeatureFaults } from '@pasture/fault-matrix/faults';

/** A CSV of one valid content set, as a user exports it from a spreadsheet. */
function importFile(): File {
  return new File(
    [
      'number,name,contentType,filterType,count,status\r\n880001,Haylage01,img,artificial,12,online\r\n',
    ],
    'sets.csv',
    { type: 'text/csv' },
  );
}

const CREATE_TITLE = 'Create content set';
const IMPORT_TITLE = 'Import content sets';

export const faults: FeatureFaults = {
  drivers: {
    policyStatus: {
      kind: 'write',
      via: 'write · search table, bulk Put online',
      envelope: 'debug',
      component: routeScreen('searchTable'),
      prepare: async (context) => {
        // The selection outlives a failed change; select the page only when nothing is selected.
        if (!context.screen.queryByRole('button', { name: 'Put online' })) {
          const [all] = await context.screen.findAllByRole(
            'checkbox',
            { name: /^Select all rows/ },
            { timeout: 5_000 },
          );
          if (all) await context.user.click(all);
        }
        await present('button', /^Put online$/)(context);
      },
      send: (context) => clickFirst(context, 'button', /^Put online$/),
    },
    policyCreate: {
      kind: 'write',
      via: 'write · search table, Create dialog',
      envelope: 'debug',
      component: routeScreen('searchTable'),
      prepare: async (context) => {
        const { screen, user } = context;
        if (!screen.queryByText(CREATE_TITLE)) {
          await present('button', /^Create$/)(context);
          await clickFirst(context, 'button', /^Create$/);
          await screen.findByText(CREATE_TITLE, undefined, { timeout: 5_000 });
        }
        const dialog = within(dialogTitled(screen, CREATE_TITLE));
        // A failed save keeps the dialog and what was typed: fill it once.
        if (
          (dialog.getByRole('textbox', { name: 'Set Number' }) as HTMLInputElement).value !== ''
        ) {
          return;
        }
        await user.type(dialog.getByRole('textbox', { name: 'Set Number' }), '987654');
        await user.type(dialog.getByRole('textbox', { name: 'Set Name' }), 'Haylage01');
        dialog.getByRole('combobox', { name: 'Content Type' }).focus();
        await user.keyboard('{Enter}');
        await user.click(await screen.findByRole('option', { name: 'Image-text' }));
        await user.click(dialog.getByRole('radio', { name: 'Artificial' }));
        await user.type(dialog.getByRole('spinbutton', { name: 'Count' }), '12');
        await user.click(dialog.getByRole('radio', { name: 'Online' }));
      },
      send: async ({ screen }) => {
        fireEvent.click(
          within(dialogTitled(screen, CREATE_TITLE)).getByText('Create', {
            selector: 'button, button *',
          }),
        );
      },
      typed: ['Set Number', 'Set Name'],
    },
    policyImport: {
      kind: 'write',
      via: 'write · search table, Import a CSV (said in the import report)',
      envelope: 'debug',
      inPlace: true,
      component: routeScreen('searchTable'),
      prepare: async (context) => {
        const { screen, user } = context;
        if (!screen.queryByText(IMPORT_TITLE)) {
          await present('button', /^Import$/)(context);
          await clickFirst(context, 'button', /^Import$/);
          await screen.findByText(IMPORT_TITLE, undefined, { timeout: 5_000 });
        }
        // The report of the previous cell stays; the user chooses the file again from it.
        await user.upload(screen.getByLabelText('CSV file'), importFile());
        await screen.findByText(
          /^Import rows: /,
          { selector: 'button, button *' },
          { timeout: 5_000 },
        );
      },
      send: async ({ screen, user }) => {
        const start = screen.getByText(/^Import rows: /, { selector: 'button, button *' });
        await user.click(start.closest('button') ?? start);
      },
      // The import report lists each row a failed batch held with the reason ('Not imported: …'), beside the file;
      // nothing is toasted (`errorToast: false`).
      outcome: (_fault, standard) =>
        standard.inline
          ? {
              prompt: false,
              noToast: true,
              reaches: {
                what: `the import report to say "Not imported: ${standard.inline}"`,
                test: ({ screen }) =>
                  screen.queryByText(`Row 2: Not imported: ${standard.inline}`) !== null,
              },
            }
          : standard,
    },
    policyDetail: {
      kind: 'read',
      via: 'read · search table, View (details drawer)',
      component: routeScreen('searchTable'),
      prepare: async ({ screen, user }) => {
        if (screen.queryByRole('dialog', { name: 'Content set details' })) return;
        const [view] = await screen.findAllByRole('button', { name: /^View / }, { timeout: 5_000 });
        if (!view) throw new Error('The search table shows no View button.');
        await user.click(view);
        await screen.findByRole('dialog', { name: 'Content set details' }, { timeout: 5_000 });
      },
      // The drawer shows the row the table already has while the set's own answer is on its way (the screen's
      // placeholderData); only when the page's list is itself still loading is there no row, and a skeleton stands in.
      // Which of the two a look sees depends on whether the list's fast answer came first: on a busy machine it does.
      loading: ({ screen }) => {
        const drawer = screen.queryByRole('dialog', { name: 'Content set details' });
        return (
          drawer !== null &&
          (within(drawer).queryAllByRole('status').length > 0 ||
            within(drawer).queryByText('Set Number') !== null)
        );
      },
    },
  },
};
