import { Link } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { formatMoment } from '../../../shared/format/dates';
import { Page } from '../../../shared/ui/Page';
import { useGetClientsQuery } from '../api';
import '../../../styles/tables.css';
import '../accountant.css';

/** /Accountant/Clients: the notaries who invited the signed-in accountant, each with a link to a tax year. */
export default function ClientsPage() {
  const clients = useGetClientsQuery();
  const lastYear = new Date().getFullYear() - 1;
  return (
    <Page title="Clients">
      {clients.error && (
        <div className="notice notice--danger" role="alert">
          <p>{messageOf(clients.error)}</p>
        </div>
      )}
      <p className="list-status" role="status">
        {clients.data
          ? clients.data.length
            ? `${clients.data.length} notar${clients.data.length === 1 ? 'y has' : 'ies have'} invited you.`
            : 'No notary shares their books with you now. A notary invites you from their Accountants page, with the e-mail address you signed in with; one who took your access back can invite you again.'
          : 'Loading…'}
      </p>
      {clients.data && clients.data.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Notaries whose books you may read</caption>
            <thead>
              <tr>
                <th scope="col">Notary</th>
                <th scope="col">E-mail</th>
                <th scope="col">Invited you</th>
                <th scope="col">Tax year</th>
              </tr>
            </thead>
            <tbody>
              {clients.data.map((client) => (
                <tr key={client.OwnerId}>
                  <td data-label="Notary">{[client.Name, client.Company].filter(Boolean).join(', ') || client.Email}</td>
                  <td data-label="E-mail">{client.Email}</td>
                  <td data-label="Invited you">{formatMoment(client.InvitedAt)}</td>
                  <td data-label="Tax year">
                    <Link to={`/Accountant/Clients/${client.OwnerId}/${lastYear}`}>{lastYear}</Link>{' '}
                    <Link to={`/Accountant/Clients/${client.OwnerId}/${lastYear + 1}`}>{lastYear + 1}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
