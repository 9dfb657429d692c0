import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { formatMoment } from '../../../shared/format/dates';
import { ListPager } from '../../../shared/ui/ListPager';
import { Page } from '../../../shared/ui/Page';
import { useFindStreamsQuery } from '../api';
import { ReasonField } from '../components/ReasonField';
import { ownerSearchPath, streamPath } from '../eventWords';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../support.css';

const PAGE_SIZE = 25;
/** Until the first answer names them all, the kinds support asks about most. */
type Search = { owner: string; type: string; prefix: string };

const FIRST_KINDS = ['account', 'signing', 'customer', 'expense', 'mileage', 'settings'];

/**
 * /Support/Streams: find streams by owner (e-mail or id), kind and the start of the id, newest
 * activity first. The search lives in the address (?owner=&type=&prefix=&page=), so an event's
 * owner link opens it, and Back returns to it.
 */
export default function StreamsPage() {
  const [params, setParams] = useSearchParams();
  const search = { owner: params.get('owner') ?? '', type: params.get('type') ?? '', prefix: params.get('prefix') ?? '' };
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isFetching } = useFindStreamsQuery({ ...search, pageNumber, pageSize: PAGE_SIZE });
  const pages = data ? Math.max(1, Math.ceil(data.Total / PAGE_SIZE)) : 1;
  const kinds = data?.Types ?? FIRST_KINDS;

  const go = (next: Search, page = 1) =>
    setParams(Object.fromEntries(Object.entries({ ...next, page: page > 1 ? String(page) : '' }).filter(([, value]) => value.trim() !== '')));
  return (
    <Page title="Event streams">
      <ReasonField />
      {/* Keyed by the search in the address: a link to an owner's streams shows that search in the form. */}
      <SearchForm key={`${search.owner}|${search.type}|${search.prefix}`} initial={search} kinds={kinds} onSearch={(next) => go(next)} />

      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to find streams</strong>
          <p>{messageOf(error)}</p>
        </div>
      )}
      <p className="list-status" role="status">
        {isFetching && !data
          ? 'Finding streams…'
          : data
            ? `${data.Total} stream${data.Total === 1 ? '' : 's'}, newest activity first.${search.owner && data.OwnerId === null ? ' Nobody registered with this e-mail address.' : ''}`
            : ''}
      </p>

      {data && data.Streams.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="data-table data-table--text-last support-timeline">
              <caption className="visually-hidden">Streams found, newest activity first</caption>
              <thead>
                <tr>
                  <th scope="col">Stream</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Events</th>
                  <th scope="col">Last event</th>
                  <th scope="col">Last activity</th>
                </tr>
              </thead>
              <tbody>
                {data.Streams.map((stream) => (
                  <tr key={stream.StreamId}>
                    <td className="support-timeline__id" data-label="Stream">
                      <Link to={streamPath(stream.StreamId)}>{stream.StreamId}</Link>
                    </td>
                    <td data-label="Kind">{stream.Type}</td>
                    <td className="support-timeline__id" data-label="Owner">
                      <Link to={ownerSearchPath(stream.OwnerId)} title="Every stream of this owner">
                        {stream.OwnerEmail || stream.OwnerId}
                      </Link>
                    </td>
                    <td data-label="Events">{stream.EventCount}</td>
                    <td data-label="Last event">{stream.LastEventType}</td>
                    <td className="support-timeline__time" data-label="Last activity">
                      {formatMoment(stream.LastTime)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager label="Pages of streams" pageNumber={pageNumber} pageCount={pages} onPage={(n) => go(search, n)} previousLabel="Newer" nextLabel="Older" />
        </>
      )}
    </Page>
  );
}

/** The search as typed, sent on Find streams (Enter in any field). */
function SearchForm({ initial, kinds, onSearch }: { initial: Search; kinds: readonly string[]; onSearch: (search: Search) => void }) {
  const [typed, setTyped] = useState(initial);
  const ids = { owner: useId(), type: useId(), prefix: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ owner: typed.owner.trim(), type: typed.type, prefix: typed.prefix.trim() });
  };
  return (
    <form className="support-search" role="search" aria-label="Find streams" onSubmit={submit}>
      <div className="field">
        <label htmlFor={ids.owner} className="field__label">
          Owner (e-mail or user id)
        </label>
        <input id={ids.owner} className="field__input" value={typed.owner} maxLength={254} onChange={(e) => setTyped({ ...typed, owner: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={ids.type} className="field__label">
          Kind of stream
        </label>
        <select id={ids.type} className="field__input" value={typed.type} onChange={(e) => setTyped({ ...typed, type: e.target.value })}>
          <option value="">Any kind</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.prefix} className="field__label">
          Stream id starts with
        </label>
        <input
          id={ids.prefix}
          className="field__input"
          value={typed.prefix}
          maxLength={300}
          placeholder="signing-3f2a"
          onChange={(e) => setTyped({ ...typed, prefix: e.target.value })}
        />
      </div>
      <button type="submit" className="button button--primary">
        Find streams
      </button>
    </form>
  );
}
