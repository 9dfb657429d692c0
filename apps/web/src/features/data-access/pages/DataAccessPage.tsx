import { useState } from 'react';
import type { OperatorRoleName } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { formatMoment } from '../../../shared/format/dates';
import { ListPager } from '../../../shared/ui/ListPager';
import { Page } from '../../../shared/ui/Page';
import { useGetReadsOfMyDataQuery } from '../api';
import '../../../styles/controls.css';
import '../../../styles/tables.css';

const PAGE_SIZE = 25;

const ROLE_WORDS: Record<OperatorRoleName, string> = {
  admin: 'Administrator',
  support: 'Support',
  accountant: 'Your accountant',
};

/** /Account/DataAccess: who looked at my data, newest first. */
export default function DataAccessPage() {
  const [pageNumber, setPageNumber] = useState(1);
  const { data, error, isFetching, refetch } = useGetReadsOfMyDataQuery({ pageNumber, pageSize: PAGE_SIZE });
  const pages = data ? Math.max(1, Math.ceil(data.Total / PAGE_SIZE)) : 1;
  return (
    <Page title="Who looked at my data" help="account">
      <p className="list-toolbar__intro">
        Administrators, support staff and the accountants you invite can read your records only through the product, and every time they do it is written down
        here, with the reason they gave. Nobody but you can change your business records.
      </p>
      {error && (
        <div className="notice notice--danger" role="alert">
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {!data && !error && <p role="status">Loading…</p>}
      {data && data.Total === 0 && <p className="empty-state card">Nobody has looked at your data.</p>}
      {data && data.Total > 0 && (
        <>
          <div className="table-scroll">
            <table className="data-table data-table--text-last">
              <caption className="visually-hidden">Reads of your data, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">As</th>
                  <th scope="col">What they read</th>
                  <th scope="col">Reason given</th>
                </tr>
              </thead>
              <tbody aria-busy={isFetching}>
                {data.Items.map((read) => (
                  <tr key={read.Id}>
                    <td>{formatMoment(read.ReadAt)}</td>
                    <td>{read.OperatorEmail}</td>
                    <td>{ROLE_WORDS[read.Role]}</td>
                    <td>{read.What}</td>
                    <td>{read.Why ?? <span className="tag tag--muted">No reason given</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager label="Pages of reads" pageNumber={pageNumber} pageCount={pages} onPage={setPageNumber} previousLabel="Newer" nextLabel="Older" />
        </>
      )}
    </Page>
  );
}
