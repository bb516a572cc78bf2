import { useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { useToaster } from '../../../components/Toast';
import { useApiScope } from '../../../data/apiScope';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { searchTableLocale } from './locales';
import { fetchAllPolicies, getPolicyList } from './searchTable.api';
import { csvFileName, downloadTextFile, policiesToCsv } from './searchTable.csv';
import type { PolicyListParams, PolicyRecord } from './searchTable.types';
import { useCsvWording } from './useCsvWording';

/** A download in progress (`null` when none runs): rows fetched so far, of the total once known. */
export type ExportState = { done: number; total: number | null } | null;

/**
 * Downloads as CSV (UTF-8 with BOM, so Excel shows Chinese): every row that matches the filters, fetched page by
 * page with progress and a cancel, or the rows given (the selection). A download keeps running when the user
 * switches tabs; Cancel stops it between two pages.
 */
export function usePolicyExport() {
  const { t } = useFeatureTranslation(searchTableLocale);
  const { client } = useApiScope();
  const toaster = useToaster();
  const wording = useCsvWording();
  const [progress, setProgress] = useState<ExportState>(null);
  const running = useRef<AbortController | null>(null);

  const save = (rows: readonly PolicyRecord[]) => {
    if (rows.length === 0) {
      toaster.show({ type: 'info', message: t('searchTable.export.nothing') });
      return;
    }
    downloadTextFile(policiesToCsv(rows, wording), csvFileName(t('searchTable.export.fileName')));
    toaster.show({ type: 'success', message: t('searchTable.export.done', { n: rows.length }) });
  };

  const exportMatching = async (params: PolicyListParams) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: null });
    try {
      const rows = await fetchAllPolicies(
        (page) => getPolicyList(client, { ...params, ...page }, { signal: controller.signal }),
        { onProgress: (next) => setProgress(next) },
      );
      save(rows);
    } catch (error) {
      if (controller.signal.aborted) {
        toaster.show({ type: 'info', message: t('searchTable.export.cancelled') });
      } else {
        const message = isApiError(error) ? error.message : String(error);
        toaster.show({ type: 'error', message: t('searchTable.export.failed', { message }) });
      }
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return {
    /** The running download, or `null`. */
    progress,
    /** Downloads every row that matches these filters and sort (the page and its size are ignored). */
    exportMatching: (params: PolicyListParams) => void exportMatching(params),
    /** Downloads exactly these rows (the selection). */
    exportRows: save,
    /** Stops the running download; nothing is saved. */
    cancel: () => running.current?.abort(),
  };
}
