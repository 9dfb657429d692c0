import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GridView } from '@notary/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { openSigningEditor } from '../../../app/signingEditor';
import { useReportError } from '../../../app/useReportError';
import { Page } from '../../../shared/ui/Page';
import { useIsMobileLayout } from '../../../shared/hooks/useIsMobileLayout';
import { useGetAllCustomersQuery } from '../../../shared/queries/customers';
import { useGetSettingsQuery } from '../../../shared/queries/settings';
import { useSaveListPreferencesMutation } from '../api';
import { BatchPaymentDialog } from '../components/BatchPaymentDialog';
import { ColumnsDialog } from '../components/ColumnsDialog';
import { ExportDialog } from '../components/ExportDialog';
import { ListPlaceholder } from '../components/ListPlaceholder';
import { Pager } from '../components/Pager';
import { SigningFilters } from '../components/SigningFilters';
import { SigningsTable } from '../components/SigningsTable';
import { SigningsToolbar } from '../components/SigningsToolbar';
import { StatusToast } from '../components/StatusToast';
import { useListState } from '../hooks/useListState';
import { useRowActions } from '../hooks/useRowActions';
import { useSigningList } from '../hooks/useSigningList';
import { useSigningsPrint } from '../hooks/useSigningsPrint';
import { activeFilterCount, hasFilters } from '../listFilters';
import { localToday } from '../../../shared/format';
import { settingsSaveProblem } from '../settingsSaveProblem';
import '../../../styles/tables.css';
import '../signings.css';

/** Spec 000 §5's words: a batch invoice is for one customer, chosen in the customer filter, and checked signings. */
export const BATCH_INVOICE_NEEDS_CUSTOMER =
  'You currently have "All Customers" selected in the customer dropdown box. Please select the customer you are creating the batch invoice for.';
export const BATCH_INVOICE_NEEDS_SELECTION =
  'Please select the signings you want to include in the batch invoice. Select the checkbox(es) to the left of the desired signing(s)';

export const BATCH_PAYMENT_NEEDS_SELECTION =
  'Please select the signings you want to apply payments to. Select the checkbox(es) to the left of the desired signing(s)';

/** /Appointment: the signings list (spec 000 §2). */
export default function SigningsPage() {
  const dispatch = useAppDispatch();
  const asCards = useIsMobileLayout();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const today = localToday();
  const state = useListState();
  const filterCount = activeFilterCount(state.filters, state.searchText);
  const list = useSigningList(state.applied, state.sort, state.page);
  const settings = useGetSettingsQuery();
  const customers = useGetAllCustomersQuery();
  useReportError(settings.error, 'Unable to load settings data');
  useReportError(customers.error, 'Unable to load customer data');
  const [savePreferences] = useSaveListPreferencesMutation();
  const { print, printing } = useSigningsPrint();
  const { handlers, dialogs } = useRowActions((id) => state.unselect([id]));
  const [dialog, setDialog] = useState<'batchPayment' | 'columns' | 'export' | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const newSigning = () => dispatch(openSigningEditor({}));
  const navigate = useNavigate();
  const batchInvoice = () => {
    const customerId = state.applied.customerId;
    if (!customerId) return dispatch(messageShown({ text: BATCH_INVOICE_NEEDS_CUSTOMER }));
    if (!state.selectedIds.length) return dispatch(messageShown({ text: BATCH_INVOICE_NEEDS_SELECTION }));
    navigate(`/BatchInvoice?customer=${encodeURIComponent(customerId)}&signings=${state.selectedIds.map(encodeURIComponent).join(',')}`);
  };

  // The menu's old link, /Appointment?new=1, still opens a blank signing.
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    if (searchParams.get('new') !== '1') return;
    dispatch(openSigningEditor({}));
    setSearchParams(
      (params) => {
        params.delete('new');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, dispatch]);

  // Deleting the last rows of the last page: step back to a page that has rows.
  const { page, setPage } = state;
  useEffect(() => {
    if (!list.isLoading && page > list.pageCount - 1) setPage(list.pageCount - 1);
  }, [page, list.pageCount, list.isLoading, setPage]);

  const preferences = settings.data ?? {
    AutoNotaryFee: false,
    HiddenColumns: [],
    GridView: 'medium' as GridView,
    TrackingCompanies: [],
    LoanTypes: [],
    EnableConfirmations: true,
  };
  const chooseGridView = (GridView: GridView) =>
    savePreferences({ GridView })
      .unwrap()
      .catch((error: unknown) => dispatch(messageShown({ title: 'Unable to save settings', text: settingsSaveProblem(error).message })));

  const placeholder = list.isLoading ? (
    <ListPlaceholder kind="loading" />
  ) : list.error ? (
    <ListPlaceholder kind="failed" error={list.error} onRetry={() => void list.refetch()} />
  ) : list.rows.length === 0 ? (
    <ListPlaceholder kind="empty" filtered={hasFilters(state.applied)} onClearFilters={state.clearFilters} onNew={newSigning} />
  ) : null;

  return (
    <Page title="Signings">
      {asCards && (
        <button
          type="button"
          className="button button--secondary signing-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {filterCount ? `Filters (${filterCount})` : 'Filters'}
        </button>
      )}
      {/* On a phone the filters fold behind their button, so the first screen shows signings. */}
      <div id={filtersId} hidden={asCards && !filtersOpen}>
        <SigningFilters
          filters={state.filters}
          searchText={state.searchText}
          today={today}
          customers={customers.data ?? []}
          workTypes={preferences.LoanTypes}
          onChange={state.setFilters}
          onSearchTextChange={state.setSearchText}
          onClear={state.clearFilters}
        />
      </div>
      <SigningsToolbar
        selectedCount={state.selectedIds.length}
        gridView={preferences.GridView}
        printing={printing}
        onNew={newSigning}
        onPrint={() => void print(state.selectedIds)}
        onBatchPayment={() => (state.selectedIds.length ? setDialog('batchPayment') : dispatch(messageShown({ text: BATCH_PAYMENT_NEEDS_SELECTION })))}
        onBatchInvoice={batchInvoice}
        onExport={() => setDialog('export')}
        onColumns={() => setDialog('columns')}
        onGridView={(gridView) => void chooseGridView(gridView)}
        onClearSelection={state.clearSelection}
        mobileSort={asCards ? { sort: state.sort, onSort: state.setSort } : undefined}
      />
      <SigningsTable
        rows={list.rows}
        autoNotaryFee={preferences.AutoNotaryFee}
        hiddenColumns={preferences.HiddenColumns}
        gridView={preferences.GridView}
        sort={state.sort}
        onSort={state.setSort}
        rowSelection={state.rowSelection}
        onRowSelectionChange={state.setRowSelection}
        asCards={asCards}
        busy={list.isRefreshing}
        placeholder={placeholder}
        handlers={handlers}
        trackingCompanies={preferences.TrackingCompanies}
        showConfirmation={preferences.EnableConfirmations}
      />
      <Pager page={state.page} pageCount={list.pageCount} total={list.total} onPage={state.setPage} />
      {dialogs}
      {dialog === 'columns' && <ColumnsDialog hiddenColumns={preferences.HiddenColumns} onClose={() => setDialog(null)} />}
      {dialog === 'export' && <ExportDialog onClose={() => setDialog(null)} />}
      {dialog === 'batchPayment' && (
        <BatchPaymentDialog
          signingIds={state.selectedIds}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            state.clearSelection();
            setToast('Payments Saved');
          }}
        />
      )}
      <StatusToast message={toast} onDone={clearToast} />
    </Page>
  );
}
