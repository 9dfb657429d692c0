import { Link } from 'react-router-dom';
import type { GridView } from '@notary/contracts';
import type { SigningSort } from '../listFilters';
import { SelectField } from './fields';

interface SigningsToolbarProps {
  selectedCount: number;
  gridView: GridView;
  printing: boolean;
  onNew: () => void;
  onPrint: () => void;
  onBatchPayment: () => void;
  onBatchInvoice: () => void;
  onExport: () => void;
  onColumns: () => void;
  onGridView: (gridView: GridView) => void;
  onClearSelection: () => void;
  /** Phones show cards with no column headers, so sorting is offered here. */
  mobileSort?: { sort: SigningSort; onSort: (sort: SigningSort) => void };
}

const MOBILE_SORTS: Array<{ value: string; label: string; sort: SigningSort }> = [
  { value: 'date-desc', label: 'Newest first', sort: { by: 'AppointmentDateTime', direction: 'desc' } },
  { value: 'date-asc', label: 'Oldest first', sort: { by: 'AppointmentDateTime', direction: 'asc' } },
  { value: 'name-asc', label: 'Signer A to Z', sort: { by: 'LastName', direction: 'asc' } },
  { value: 'customer-asc', label: 'Customer A to Z', sort: { by: 'CustomerName', direction: 'asc' } },
  { value: 'balance-desc', label: 'Largest balance', sort: { by: 'Balance', direction: 'desc' } },
];

/** The list's actions: new signing, the ones that work on the checked signings, and the list's look. */
export function SigningsToolbar({
  selectedCount,
  gridView,
  printing,
  onNew,
  onPrint,
  onBatchPayment,
  onBatchInvoice,
  onExport,
  onColumns,
  onGridView,
  onClearSelection,
  mobileSort,
}: SigningsToolbarProps) {
  const sortValue = mobileSort
    ? (MOBILE_SORTS.find((option) => option.sort.by === mobileSort.sort.by && option.sort.direction === mobileSort.sort.direction)?.value ?? '')
    : '';
  return (
    <div className="signings-toolbar">
      <div className="signings-toolbar__group" role="group" aria-label="Signing actions">
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={onNew}>
          New signing
        </button>
        <button type="button" className="button button--secondary" onClick={onPrint} aria-busy={printing || undefined}>
          Print
        </button>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onBatchPayment}>
          Batch payment
        </button>
        <button type="button" className="button button--secondary" onClick={onBatchInvoice}>
          Batch invoice
        </button>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onExport}>
          Export
        </button>
        <Link className="button button--secondary" to="/Import">
          Import
        </Link>
        <span className="signings-toolbar__selected" aria-live="polite">
          {selectedCount > 0 && (
            <>
              {selectedCount} selected{' '}
              <button type="button" className="link-button" onClick={onClearSelection}>
                Clear selection
              </button>
            </>
          )}
        </span>
      </div>
      <div className="signings-toolbar__group signings-toolbar__view">
        {mobileSort && (
          <SelectField
            label="Sort by"
            className="field--inline"
            value={sortValue}
            onValueChange={(value) => mobileSort.onSort(MOBILE_SORTS.find((option) => option.value === value)!.sort)}
          >
            {!sortValue && <option value="">Column order</option>}
            {MOBILE_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
        {!mobileSort && (
          <SelectField label="Grid size" className="field--inline" value={gridView} onValueChange={(value) => onGridView(value as GridView)}>
            <option value="medium">Medium</option>
            <option value="small">Small</option>
            <option value="condensed">Condensed</option>
          </SelectField>
        )}
        {!mobileSort && (
          <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onColumns}>
            Columns
          </button>
        )}
      </div>
    </div>
  );
}
