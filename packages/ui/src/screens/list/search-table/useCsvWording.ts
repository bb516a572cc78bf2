import { useMemo } from 'react';
import { useFeatureTranslation } from '../../../i18n/localeBundle';
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
          case 'filterType':
          case 'status':
            return t(`searchTable.${column}.${row[column]}`);
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
