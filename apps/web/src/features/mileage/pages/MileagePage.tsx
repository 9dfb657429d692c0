import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Mileage } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { formatMoney, formatUsDate } from '../../../shared/format';
import { useGetSettingsQuery, useSaveSettingsMutation } from '../../../shared/queries/settings';
import { mileageRateText, parseMileageRate } from '../../../shared/settings/mileageRate';
import { settingsSaveFailure } from '../../../shared/settings/saveFailure';
import { Page } from '../../../shared/ui/Page';
import { useDeleteMileageMutation, useGetMileagePageQuery } from '../api';
import { MileageDialog } from '../components/MileageDialog';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../mileage.css';

const miles = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;

/** /Mileage: the year's extra trips, what they and the signings' own miles are worth. */
export default function MileagePage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear);
  const [editing, setEditing] = useState<{ trip: Mileage | null } | null>(null);
  const [deleting, setDeleting] = useState<Mileage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const yearId = useId();
  const { data: page, error, isFetching, refetch } = useGetMileagePageQuery({ PageNumber: 1, PageSize: 500, Year: year });
  const settings = useGetSettingsQuery();
  const [deleteTrip] = useDeleteMileageMutation();
  const useTotalMileage = settings.data?.UseTotalMileage ?? false;

  // The menu's "Add Extra Miles" links here with ?new=1: open a blank trip, then drop the flag.
  const askedForNew = params.get('new') === '1';
  if (askedForNew && editing === null) setEditing({ trip: null });
  useEffect(() => {
    if (!askedForNew) return;
    const rest = new URLSearchParams(params);
    rest.delete('new');
    setParams(rest, { replace: true });
  }, [askedForNew, params, setParams]);

  const confirmDelete = async (trip: Mileage) => {
    setDeleting(null);
    try {
      await deleteTrip(trip.Id).unwrap();
      setAnnouncement(`Deleted the trip of ${formatUsDate(trip.Date)}.`);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Delete Failed', text: messageOf(problem) }));
    }
  };

  return (
    <Page title="Extra Mileage" help="mileage">
      <div className="list-toolbar">
        <div className="inline-field">
          <label htmlFor={yearId} className="inline-field__label">
            Year
          </label>
          <select id={yearId} className="field__input inline-field__input" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {Array.from({ length: currentYear - 2014 + 2 }, (_, index) => currentYear + 1 - index).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--primary list-toolbar__new" aria-haspopup="dialog" onClick={() => setEditing({ trip: null })}>
          Add extra miles
        </button>
      </div>

      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load mileage</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}

      {page && (
        <section className="card mileage-totals" aria-labelledby="mileage-totals" aria-busy={isFetching || undefined}>
          <h2 id="mileage-totals">Mileage deduction, {page.Year}</h2>
          <dl className="facts">
            <div>
              <dt>Extra trips</dt>
              <dd>
                {miles(page.TripMiles)} · {formatMoney(page.TripDeduction)}
              </dd>
            </div>
            <div>
              <dt>Signings</dt>
              <dd>
                {miles(page.SigningMiles)} · {formatMoney(page.SigningDeduction)}
              </dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>
                {miles(page.TotalMiles)} · {formatMoney(page.TotalDeduction)}
              </dd>
            </div>
          </dl>
          <MileageRateSetting rate={settings.data?.MileageRate ?? null} />
        </section>
      )}

      <p className="list-status" role="status">
        {page ? `${page.TotalCount} trip${page.TotalCount === 1 ? '' : 's'} in ${page.Year}.` : isFetching ? 'Loading mileage…' : ''}
        {announcement && ` ${announcement}`}
      </p>

      {page && page.Mileages.length > 0 && (
        <div className="table-scroll">
          <table className="mileage-table">
            <caption className="visually-hidden">Extra trips, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Details</th>
                <th scope="col" className="numeric">
                  Miles
                </th>
                <th scope="col">Rate</th>
                <th scope="col" className="numeric">
                  Deduction
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.Mileages.map((trip) => (
                <tr key={trip.Id}>
                  <td>{formatUsDate(trip.Date)}</td>
                  <td>
                    <button type="button" className="name-button" aria-haspopup="dialog" onClick={() => setEditing({ trip })}>
                      {trip.Details}
                    </button>
                  </td>
                  <td className="numeric">{miles(trip.Mileage)}</td>
                  <td>
                    {trip.RateCents}¢ <span className="mileage-table__basis">{trip.RateBasis}</span>
                  </td>
                  <td className="numeric">{formatMoney(trip.Deduction)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--compact button--danger-text"
                      aria-label={`Delete the trip of ${formatUsDate(trip.Date)}: ${trip.Details}`}
                      aria-haspopup="dialog"
                      onClick={() => setDeleting(trip)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.Mileages.length === 0 && (
        <p className="empty-state card">No extra trips in {page.Year}. Add the miles you drive for the business that are not a signing’s own.</p>
      )}

      {editing && (
        <MileageDialog
          trip={editing.trip}
          useTotalMileage={useTotalMileage}
          workTypes={settings.data?.LoanTypes ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setYear(Number(saved.Date.slice(0, 4)));
            setAnnouncement(`Saved: ${miles(saved.Mileage)}, ${formatMoney(saved.Deduction)}.`);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete trip"
          message={`Delete the trip of ${formatUsDate(deleting.Date)} (${deleting.Details})?`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}

/** The notary's own rate per mile, which then wins over the IRS standard rate; empty for the IRS rate (also Settings → Mileage). */
function MileageRateSetting({ rate }: { rate: number | null }) {
  const inputId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [saveSettings, { isLoading }] = useSaveSettingsMutation();
  const shown = typed ?? mileageRateText(rate);
  return (
    <form
      className="mileage-rate"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseMileageRate(shown);
        if ('problem' in parsed) return setProblem(parsed.problem);
        setProblem('');
        void saveSettings({ MileageRate: parsed.rate })
          .unwrap()
          .then(() => setTyped(null))
          .catch((failure: unknown) => setProblem(settingsSaveFailure(failure)?.problem.message ?? ''));
      }}
    >
      <label htmlFor={inputId}>Your own rate per mile, in dollars (leave empty to use the IRS standard rate)</label>
      <input
        id={inputId}
        className="field__input"
        inputMode="decimal"
        value={shown}
        aria-invalid={!!problem || undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        onChange={(event) => setTyped(event.target.value.replace(/[^\d.]/g, ''))}
      />
      <button type="submit" className="button button--secondary" disabled={isLoading}>
        Save rate
      </button>
      {problem && (
        <p id={`${inputId}-problem`} className="field__hint mileage-rate__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
