import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { Page } from '../../../shared/ui/Page';
import { dayEnd, dayStart } from '../adminRules';
import { useGetUserHistoryQuery, type HistoryArgs } from '../api';
import { HistoryEntry } from '../components/HistoryEntry';
import '../../../styles/controls.css';
import '../../../styles/customers.css';
import '../admin.css';

const PAGE_SIZE = 50;

interface Filters {
  type: string;
  from: string;
  to: string;
  why: string;
}
const NO_FILTERS: Filters = { type: '', from: '', to: '', why: '' };

const argsOf = (userId: string, filters: Filters, fromPosition: number): HistoryArgs => ({
  userId,
  FromPosition: fromPosition,
  PageSize: PAGE_SIZE,
  Type: filters.type || undefined,
  From: dayStart(filters.from),
  To: dayEnd(filters.to),
  Why: filters.why.trim() || undefined,
});

/**
 * /Admin/Users/{id}/History (admins only): everything the user's streams hold, oldest first, each
 * event said in words. Every page read is recorded for the notary to see, with the reason given.
 */
export default function UserHistoryPage() {
  const { userId = '' } = useParams();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  // Where each page shown starts: "Load more" adds the position the last page ended at.
  const [starts, setStarts] = useState<number[]>([0]);
  const last = useGetUserHistoryQuery(argsOf(userId, applied, starts[starts.length - 1]!));
  const first = useGetUserHistoryQuery(argsOf(userId, applied, starts[0]!));
  const ids = { type: useId(), from: useId(), to: useId(), why: useId() };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setStarts([0]);
  };
  const email = first.data?.Email;
  const shown = starts.length;

  return (
    <Page title="User history">
      <p className="history-owner">
        {email ? (
          <>
            Every event of <strong>{email}</strong>, oldest first.{' '}
          </>
        ) : null}
        <Link to="/Admin/Users">Back to the users</Link>
      </p>
      <form className="history-filters" onSubmit={apply} aria-label="Filter the history">
        <div className="inline-field">
          <label htmlFor={ids.type} className="inline-field__label">
            Type of event
          </label>
          <select
            id={ids.type}
            className="field__input inline-field__input"
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.target.value })}
          >
            <option value="">All events</option>
            {(first.data?.EventTypes ?? []).map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="inline-field">
          <label htmlFor={ids.from} className="inline-field__label">
            From
          </label>
          <input
            id={ids.from}
            type="date"
            className="field__input inline-field__input"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="inline-field">
          <label htmlFor={ids.to} className="inline-field__label">
            To
          </label>
          <input
            id={ids.to}
            type="date"
            className="field__input inline-field__input"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="inline-field history-filters__why">
          <label htmlFor={ids.why} className="inline-field__label">
            Reason for looking
          </label>
          <input
            id={ids.why}
            type="text"
            maxLength={500}
            className="field__input inline-field__input"
            placeholder="Optional: the notary sees it"
            value={draft.why}
            onChange={(event) => setDraft({ ...draft, why: event.target.value })}
          />
        </div>
        <button type="submit" className="button button--primary">
          Show
        </button>
      </form>
      <p className="admin-note">Each look at this history is recorded, with the reason given, and the notary can see it in their account.</p>

      {(first.error ?? last.error) && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load the history</strong>
          <p>{messageOf(first.error ?? last.error)}</p>
        </div>
      )}

      <ol className="history" aria-label="Events, oldest first" aria-busy={last.isFetching || undefined}>
        {starts.map((start) => (
          <HistoryChunk key={start} args={argsOf(userId, applied, start)} ownerId={userId} />
        ))}
      </ol>

      <p className="list-status" role="status">
        {last.isFetching ? 'Loading the history…' : last.data && last.data.NextPosition === null ? 'That is the whole history.' : ''}
        {!last.isFetching && first.data && first.data.Items.length === 0 && shown === 1 && ' No events match.'}
      </p>
      {last.data && last.data.NextPosition !== null && !last.isFetching && (
        <button type="button" className="button button--secondary" onClick={() => setStarts([...starts, last.data!.NextPosition!])}>
          Load more
        </button>
      )}
    </Page>
  );
}

/** One page of events (its query is shared with the page's own, so it is fetched once). */
function HistoryChunk({ args, ownerId }: { args: HistoryArgs; ownerId: string }) {
  const { data } = useGetUserHistoryQuery(args);
  return (
    <>
      {data?.Items.map((item) => (
        <HistoryEntry key={item.Position} item={item} ownerId={ownerId} />
      ))}
    </>
  );
}
