import { useMemo } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { searchTableLocale } from './locales';
import type { CsvWording } from './searchTable.csv';

/** Headers and values of a download in the interface language (the import reads both languages back). */
export function useCsvWording(): CsvWording {
  const { t } = useFeatureTranslation(searchTableLocale);
  return useMemo<CsvWording>(
    () => ({
      header: (column) => t(`searchTable.columns.${column}`),
      value: (column, row) => {
        switch (column) {
          case 'contentType':
            return t(`searchTable.contentType.${row.contentType}`);
          case 'filterType':
            return t(`searchTable.filterType.${row.filterType}`);
          case 'status':
            return t(`searchTable.status.${row.status}`);
          case 'number':
          case 'name':
          case 'count':
          case 'createdTime':
            return row[column];
          default:
            return column satisfies never;
        }
      },
    }),
    [t],
  );
}
