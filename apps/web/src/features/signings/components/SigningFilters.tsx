import type { StatusFilter } from '@notary/contracts';
import { datePeriodOptions, type DatePeriod } from '../dateFilters';
import { STATUS_FILTER_OPTIONS, hasFilters, type SigningFilters as Filters } from '../listFilters';
import { lastDays } from '../dateFilters';
import type { CustomerChoice, WorkType } from '../types';
import { DateRangeFilter } from './DateRangeFilter';
import { InputField, SelectField } from './fields';
import { WorkTypeFilter } from './WorkTypeFilter';

interface SigningFiltersProps {
  filters: Filters;
  /** The search box's text as typed; the list follows it a moment later. */
  searchText: string;
  today: string;
  customers: readonly CustomerChoice[];
  workTypes: readonly WorkType[];
  onChange: (filters: Filters) => void;
  onSearchTextChange: (text: string) => void;
  onClear: () => void;
}

/** The list's filters (spec 000 §2, §9): date, customer, status, type of work, search text. */
export function SigningFilters({ filters, searchText, today, customers, workTypes, onChange, onSearchTextChange, onClear }: SigningFiltersProps) {
  const update = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const choosePeriod = (period: DatePeriod) =>
    // Custom starts from the last 30 days, so the list never sits empty waiting for two dates.
    update({ period, customRange: period === 'Custom' ? (filters.customRange ?? lastDays(today, 30)) : null });

  return (
    <section className="signing-filters" aria-label="Filters">
      <SelectField label="Date" value={filters.period} onValueChange={(value) => choosePeriod(value as DatePeriod)}>
        {datePeriodOptions(today).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Customer" value={filters.customerId} onValueChange={(customerId) => update({ customerId })}>
        <option value="">All Customers</option>
        {customers.map((customer) => (
          <option key={customer.Id} value={customer.Id}>
            {customer.Inactive ? `${customer.Name} (inactive)` : customer.Name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" value={filters.status} onValueChange={(status) => update({ status: status as StatusFilter })}>
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <WorkTypeFilter types={workTypes} chosen={filters.workTypes} onChange={(chosen) => update({ workTypes: chosen })} />
      <InputField label="Search" type="search" value={searchText} onValueChange={onSearchTextChange} placeholder="Name, address, order #…" maxLength={100} />
      <div className="signing-filters__clear">
        <button type="button" className="button button--secondary" onClick={onClear} disabled={!hasFilters(filters) && !searchText}>
          Clear filters
        </button>
      </div>
      {filters.period === 'Custom' && (
        <DateRangeFilter
          key={`${filters.customRange?.start}-${filters.customRange?.end}`}
          range={filters.customRange}
          today={today}
          onApply={(customRange) => update({ customRange })}
        />
      )}
    </section>
  );
}
