import { useRef } from 'react';
import { useToaster } from '../../../components/Toast/ToasterContext';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { searchTableLocale } from './locales';
import { useSetPolicyStatus } from './searchTable.api';
import type { PolicyStatus } from './searchTable.types';

/**
 * Putting the chosen sets online or offline together: one request at a time (a second click while one is on its way
 * does nothing), a toast with how many changed, then `onDone` (the screen clears the selection).
 */
export function useBulkStatus(onDone: () => void) {
  const { t } = useFeatureTranslation(searchTableLocale);
  const toaster = useToaster();
  const setStatus = useSetPolicyStatus();
  const inFlight = useRef(false);
  return {
    pending: setStatus.isPending,
    change: (ids: readonly string[], status: PolicyStatus) => {
      // Checked in the click: the button is disabled only from the next render on.
      if (inFlight.current) return;
      inFlight.current = true;
      setStatus.mutate(
        { ids, status },
        {
          onSettled: () => {
            inFlight.current = false;
          },
          onSuccess: ({ updated }) => {
            toaster.show({
              type: 'success',
              message: t(
                status === 'online'
                  ? 'searchTable.bulk.statusDoneOnline'
                  : 'searchTable.bulk.statusDoneOffline',
                { n: updated },
              ),
            });
            onDone();
          },
        },
      );
    },
  };
}
