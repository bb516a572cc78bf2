import type { UseQueryResult } from '@tanstack/react-query';
import { AsyncBlock } from '../../../../components/AsyncBlock';
import { Descriptions } from '../../../../components/Descriptions';
import { Drawer } from '../../../../components/Drawer';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { searchTableLocale } from '../locales';
import type { PolicyRecord } from '../searchTable.types';
import { POLICY_FIELDS, policyValue, useIntegerFormat } from './policyColumns';

export interface PolicyDetailsDrawerProps {
  /** The set number in the URL (`?view=`); the drawer is open while there is one. */
  number: string | null;
  /** The content set's query: `null` data means the server knows no set with this number. */
  query: Pick<
    UseQueryResult<PolicyRecord | null>,
    'status' | 'data' | 'error' | 'isRefetchError' | 'isFetching' | 'refetch'
  >;
  /** Called when the user closes the drawer. */
  onClose: () => void;
}

/**
 * View: one content set's fields in a drawer. It opens from a row's View button or from a link with
 * `?view=<number>`, so a set can be shared with a colleague.
 */
export function PolicyDetailsDrawer({ number, query, onClose }: PolicyDetailsDrawerProps) {
  const { t } = useFeatureTranslation(searchTableLocale);
  const integer = useIntegerFormat();
  return (
    <Drawer
      open={number !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('searchTable.details.title')}
      width={480}
    >
      <AsyncBlock
        query={query}
        section={t('searchTable.details.title')}
        isEmpty={(record) => record === null}
        emptyDescription={t('searchTable.details.notFound', { number: number ?? '' })}
        skeletonRows={7}
      >
        {(record) =>
          record ? (
            <Descriptions
              column={1}
              bordered
              labelWidth={120}
              items={POLICY_FIELDS.map((field) => ({
                key: field,
                label: t(`searchTable.columns.${field}`),
                value: policyValue(field, record, t, integer),
              }))}
            />
          ) : null
        }
      </AsyncBlock>
    </Drawer>
  );
}
