import type { Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Signing } from '@notary/contracts';
import { formatClock, formatDayAndDate, formatMoney, formatUsDate } from '../../../shared/format';
import { signerName } from '../signingLinks';
import { RowActions } from './RowActions';
import type { ColumnContext } from './signingColumns';
import { LocationCell, TrackingCell } from './SigningLinks';

interface SigningCardsProps {
  table: Table<Signing>;
  placeholder: ReactNode | null;
  busy: boolean;
  context: ColumnContext;
}

/** The list on a phone: one card per signing, with the same selection and actions as the table. */
export function SigningCards({ table, placeholder, busy, context }: SigningCardsProps) {
  const rows = table.getRowModel().rows;
  return (
    <div className="signing-cards" aria-busy={busy || undefined}>
      {!placeholder && rows.length > 0 && (
        <label className="choice signing-cards__select-all">
          <input type="checkbox" checked={table.getIsAllPageRowsSelected()} onChange={table.getToggleAllPageRowsSelectedHandler()} />
          Select all signings on this page
        </label>
      )}
      {placeholder ? (
        <div className="signing-cards__placeholder">{placeholder}</div>
      ) : (
        <ul className="signing-cards__list" aria-label="Signings">
          {rows.map((row) => {
            const signing = row.original;
            const name = [signing.LastName, signing.FirstName].filter(Boolean).join(', ') || '(no name)';
            return (
              <li key={row.id} className={row.getIsSelected() ? 'signing-card is-selected' : 'signing-card'}>
                <div className="signing-card__head">
                  <input
                    type="checkbox"
                    aria-label={`Select signing for ${signerName(signing) || 'no name'} on ${formatUsDate(signing.AppointmentDate)}`}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                  <span className="signing-card__when">
                    {formatDayAndDate(signing.AppointmentDate)} · {formatClock(signing.AppointmentDateTime)}
                  </span>
                  <span className="signing-card__money">
                    {signing.PaymentStatus === 'paid' ? (
                      <span className="status-pill status-pill--good">Paid</span>
                    ) : (
                      formatMoney(signing.Balance || signing.Amount)
                    )}
                  </span>
                </div>
                <button type="button" className="link-button signing-card__name" aria-haspopup="dialog" onClick={() => context.handlers.onEdit(signing)}>
                  {name}
                </button>
                <p className="signing-card__line">{[signing.CustomerName, signing.AppointmentTypeDescription].filter(Boolean).join(' · ')}</p>
                <p className="signing-card__line">
                  <LocationCell signing={signing} />
                </p>
                {signing.TrackingNumber && (
                  <p className="signing-card__line">
                    Tracking:{' '}
                    <TrackingCell signing={signing} companies={context.trackingCompanies} onMissingCompany={context.handlers.onTrackingWithoutCompany} />
                  </p>
                )}
                <RowActions signing={signing} handlers={context.handlers} showConfirmation={context.showConfirmation} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
