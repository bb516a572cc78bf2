import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/DataTable';
import { PageTitle } from '../../../components/Page';
import { PAGE_SIZE_OPTIONS } from '../../../components/Pagination/Pagination';
import type { TableSort } from '../../../components/Table';
import { useToaster } from '../../../components/Toast/ToasterContext';
import { useApiScope } from '../../../data/apiScope';
import { isApiError } from '../../../api/errors';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { PolicyDetailsDrawer } from './components/PolicyDetailsDrawer';
import { POLICY_FIELDS, usePolicyColumns } from './components/policyColumns';
import { SearchTableFilters } from './components/SearchTableFilters';
import {
  SearchTableBulkActions,
  SearchTableEndActions,
  SearchTableMainActions,
} from './components/SearchTableToolbar';
import { searchTableLocale } from './locales';
import {
  policyDetailQueryOptions,
  policyListQueryOptions,
  useCreatePolicy,
  useImportBatch,
  useInvalidateSearchTable,
} from './searchTable.api';
import { activeFilterCount, EMPTY_FILTERS, filtersOf } from './searchTable.params';
import { EmptyText, SearchTablePage } from './searchTable.styles';
import { isPolicySortField, type PolicyRecord } from './searchTable.types';
import { useBulkStatus } from './useBulkStatus';
import { useColumnPreferences } from './useColumnPreferences';
import { usePolicyExport } from './usePolicyExport';
import { usePolicySelection } from './usePolicySelection';
import { useSearchTableUrl } from './useSearchTableUrl';

// The dialogs load on first use: most visits only search and read (ADR 017).
const loadCreateDialog = () =>
  import('./components/CreatePolicyDialog').then((module) => ({
    default: module.CreatePolicyDialog,
  }));
const loadImportDialog = () =>
  import('./components/ImportPoliciesDialog').then((module) => ({
    default: module.ImportPoliciesDialog,
  }));
const CreatePolicyDialog = lazy(loadCreateDialog);
const ImportPoliciesDialog = lazy(loadImportDialog);

const NO_ROWS: readonly PolicyRecord[] = [];
type Dialog = 'create' | 'import';

/**
 * List → Search table (any role): the content sets, filtered, sorted and paged by the server, with the
 * whole view — filters, sort, page, page size and the open details — in the URL, so a reload, back/forward and a
 * shared link show the same thing. Create and Import add sets, Download writes every matching row as CSV, and the
 * selected rows can be exported or put online/offline together.
 */
export function SearchTableScreen() {
  const { t } = useFeatureTranslation(searchTableLocale);
  const scope = useApiScope();
  const toaster = useToaster();
  const { params, view, setParams, openView } = useSearchTableUrl();

  const query = useQuery(policyListQueryOptions(scope, params));
  const rows = query.data?.list ?? NO_ROWS;
  const total = query.data?.total ?? 0;

  // A page past the end (a link to page 9 of 6, rows deleted meanwhile) shows the last page instead.
  useEffect(() => {
    const data = query.data;
    if (!data || query.isPlaceholderData || data.list.length > 0 || data.total === 0) return;
    if (params.current > 1) {
      setParams({ current: Math.max(1, Math.ceil(data.total / params.pageSize)) }, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to a new answer only
  }, [query.data, query.isPlaceholderData]);

  const rowInPage = view ? rows.find((row) => row.number === view) : undefined;
  const detail = useQuery({
    ...policyDetailQueryOptions(scope, view ?? ''),
    enabled: view !== null,
    placeholderData: rowInPage,
  });

  const filtersKey = JSON.stringify(filtersOf(params));
  const selection = usePolicySelection(filtersKey, rows);
  const { selected } = selection;

  const [preferences, setPreferences] = useColumnPreferences(POLICY_FIELDS);
  const columns = usePolicyColumns();
  const exporter = usePolicyExport();
  const createPolicy = useCreatePolicy();
  const bulkStatus = useBulkStatus(selection.clear);
  const importBatch = useImportBatch();
  const invalidate = useInvalidateSearchTable();

  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog stays mounted after its first opening, so text typed before closing it is still there.
  const [mounted, setMounted] = useState<ReadonlySet<Dialog>>(new Set());
  const openDialog = (name: Dialog) => {
    setMounted((current) => new Set(current).add(name));
    setDialog(name);
  };

  const sorting = useMemo<TableSort[]>(
    () => (params.sort ? [{ id: params.sort.field, desc: params.sort.order === 'desc' }] : []),
    [params.sort],
  );
  const pageSizeOptions = useMemo(
    () =>
      PAGE_SIZE_OPTIONS.includes(params.pageSize)
        ? PAGE_SIZE_OPTIONS
        : [...PAGE_SIZE_OPTIONS, params.pageSize].sort((a, b) => a - b),
    [params.pageSize],
  );
  const filtered = activeFilterCount(params) > 0;
  // The form follows the applied filters only when they change, not on every page or sort change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filtersKey is the filters' value
  const filters = useMemo(() => filtersOf(params), [filtersKey]);
  const titleId = useId();

  return (
    <SearchTablePage as="section" aria-labelledby={titleId}>
      <PageTitle id={titleId}>{t('searchTable.title')}</PageTitle>
      <SearchTableFilters
        filters={filters}
        onSearch={({ filters }) => setParams({ ...filters, current: 1 })}
        onReset={() => setParams({ ...EMPTY_FILTERS, current: 1 })}
      />
      <DataTable
        aria-label={t('searchTable.tableLabel')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        manual
        rowCount={total}
        page={{ current: params.current, pageSize: params.pageSize }}
        pageSizeOptions={pageSizeOptions}
        onPageChange={({ current, pageSize }) => setParams({ current, pageSize })}
        sorting={sorting}
        onSortingChange={({ sorting: next }) => {
          const first = next[0];
          setParams({
            sort:
              first && isPolicySortField(first.id)
                ? { field: first.id, order: first.desc ? 'desc' : 'asc' }
                : null,
            current: 1,
          });
        }}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        errorSection={t('searchTable.section')}
        errorDetail={isApiError(query.error) ? query.error.message : undefined}
        emptyDescription={
          filtered ? (
            <EmptyText>
              {t('searchTable.empty.filtered')}
              <Button size="small" onClick={() => setParams({ ...EMPTY_FILTERS, current: 1 })}>
                {t('searchTable.empty.clearFilters')}
              </Button>
            </EmptyText>
          ) : (
            t('searchTable.empty.none')
          )
        }
        selectable
        rowSelection={selection.rowSelection}
        onRowSelectionChange={({ rowSelection }) => selection.setRowSelection(rowSelection)}
        rowActions={(row) => (
          <Button
            variant="text"
            size="small"
            aria-label={t('searchTable.actions.viewNamed', { name: row.name })}
            onClick={() => openView(row.number)}
          >
            {t('searchTable.actions.view')}
          </Button>
        )}
        rowActionsWidth={88}
        columnVisibility={preferences.visibility}
        onColumnVisibilityChange={({ columnVisibility }) =>
          setPreferences({ visibility: columnVisibility })
        }
        columnOrder={preferences.order ?? POLICY_FIELDS}
        onColumnOrderChange={({ columnOrder }) => setPreferences({ order: columnOrder })}
        density={preferences.density}
        onDensityChange={({ density }) => setPreferences({ density })}
        toolbarStart={
          selected.size > 0 ? (
            <SearchTableBulkActions
              count={selected.size}
              pending={bulkStatus.pending}
              onExport={() => exporter.exportRows([...selected.values()])}
              onSetStatus={({ status }) => bulkStatus.change([...selected.keys()], status)}
              onClear={selection.clear}
            />
          ) : (
            <SearchTableMainActions
              onCreate={() => openDialog('create')}
              onImport={() => openDialog('import')}
              onImportIntent={() => void loadImportDialog()}
            />
          )
        }
        actions={
          <SearchTableEndActions
            exportState={exporter.progress}
            canDownload={total > 0 && !query.isError}
            refreshing={query.isFetching}
            onDownload={() => exporter.exportMatching(params)}
            onCancelDownload={exporter.cancel}
            onRefresh={() => void query.refetch()}
          />
        }
      />
      <PolicyDetailsDrawer number={view} query={detail} onClose={() => openView(null)} />
      <Suspense fallback={null}>
        {mounted.has('create') ? (
          <CreatePolicyDialog
            open={dialog === 'create'}
            onOpenChange={(open) => setDialog(open ? 'create' : null)}
            onCreate={async (values) => {
              const record = await createPolicy.mutateAsync(values);
              toaster.show({
                type: 'success',
                message: t('searchTable.create.success', { number: record.number }),
              });
            }}
          />
        ) : null}
        {mounted.has('import') ? (
          <ImportPoliciesDialog
            open={dialog === 'import'}
            onOpenChange={(open) => setDialog(open ? 'import' : null)}
            onImportBatch={({ rows: batch }) => importBatch.mutateAsync({ rows: batch })}
            onImported={() => invalidate()}
          />
        ) : null}
      </Suspense>
    </SearchTablePage>
  );
}
