import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AccountantInvitationAnswer, AccountantInvitationItem } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { formatMoment } from '../../../shared/format/dates';
import { Page } from '../../../shared/ui/Page';
import { useGetAccountantsQuery, useGetClientsQuery, useInviteAccountantMutation, useRevokeAccountantMutation } from '../api';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../accountant.css';

/** Invited: the e-mailed link is not used yet (or no e-mail left); Active: accepted; Revoked. */
const statusWords = (item: AccountantInvitationItem) =>
  item.Status === 'Invited'
    ? item.LinkSentAt
      ? 'Invited: e-mail sent, not accepted yet'
      : 'Invited — e-mail not sent'
    : item.Status === 'Active'
      ? 'Active: can read your books'
      : 'Revoked';

/** What the notary is told after inviting (or sending again). */
const invitedWords = (saved: AccountantInvitationAnswer) => {
  if (saved.Status === 'Active') return `${saved.Email} can already read your books.`;
  if (saved.EmailQueued)
    return `We e-mailed ${saved.Email} a link to accept. Once they open it, signed in with this address, they can read your books (the link works for 14 days).`;
  return `${saved.Email} is invited, but the e-mail could not be sent: ${saved.EmailProblem ?? 'please try again later.'} Use “Send again” once e-mail works.`;
};

/** /Account/Accountants: who may read the notary's books; invite by e-mail, take access back. */
export default function AccountantsPage() {
  const list = useGetAccountantsQuery();
  // An accountant who is also a notary finds the clients whose invitation they accepted from here too.
  const clients = useGetClientsQuery();
  const [invite, inviting] = useInviteAccountantMutation();
  const [revoke, revoking] = useRevokeAccountantMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const send = async (address: string) => {
    setProblem(null);
    setDone(null);
    try {
      const saved = await invite({ Email: address }).unwrap();
      setDone(invitedWords(saved));
      return true;
    } catch (error) {
      setProblem(messageOf(error));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The address stays in the field when refused, with the reason.
    if (await send(email)) setEmail('');
  };

  const takeBack = async (id: string) => {
    setProblem(null);
    try {
      await revoke({ Id: id }).unwrap();
      setConfirming(null);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return (
    <Page title="Accountants">
      <p>
        An accountant you invite reads your tax year (income, expenses, mileage, and the signings behind them) but can change nothing. Each look they take is
        listed under <Link to="/Account/DataAccess">Who looked at my data</Link>. You can take the access back at any time.
      </p>
      {clients.data && clients.data.length > 0 && (
        <div className="notice notice--info" role="note">
          <p>
            {clients.data.length === 1 ? 'A notary has' : `${clients.data.length} notaries have`} invited you as their accountant.{' '}
            <Link to="/Accountant/Clients">Open your clients</Link>.
          </p>
        </div>
      )}
      <form className="accountant-invite" onSubmit={submit} noValidate>
        <label>
          Accountant’s e-mail address
          <input type="email" className="input" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" required />
        </label>
        <button type="submit" className="button button--primary" disabled={inviting.isLoading}>
          {inviting.isLoading ? 'Inviting…' : 'Invite'}
        </button>
      </form>
      {problem && (
        <div className="notice notice--danger" role="alert">
          <p>{problem}</p>
        </div>
      )}
      {done && (
        <p className="notice notice--success" role="status">
          {done}
        </p>
      )}
      {list.error && (
        <div className="notice notice--danger" role="alert">
          <p>{messageOf(list.error)}</p>
        </div>
      )}
      <p className="list-status" role="status">
        {list.data
          ? list.data.length
            ? `${list.data.length} accountant${list.data.length === 1 ? '' : 's'}`
            : 'You have not invited an accountant.'
          : 'Loading…'}
      </p>
      {list.data && list.data.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Accountants you invited</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                <th scope="col">Invited</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((item) => (
                <tr key={item.Id}>
                  <td data-label="E-mail">{item.Email}</td>
                  <td data-label="Status">
                    <span className="accountant-status" data-status={item.Status}>
                      {statusWords(item)}
                    </span>
                    {item.RevokedAt && <> on {formatMoment(item.RevokedAt)}</>}
                  </td>
                  <td data-label="Invited">{formatMoment(item.InvitedAt)}</td>
                  <td>
                    {item.Status === 'Invited' && confirming !== item.Id && (
                      // Inviting again sends a new link (the earlier one stops working).
                      <>
                        <button type="button" className="button button--secondary" disabled={inviting.isLoading} onClick={() => void send(item.Email)}>
                          Send again
                        </button>{' '}
                      </>
                    )}
                    {item.Status !== 'Revoked' &&
                      (confirming === item.Id ? (
                        <span role="group" aria-label={`Revoke ${item.Email}?`}>
                          Take back {item.Email}’s access?{' '}
                          <button type="button" className="button button--danger" disabled={revoking.isLoading} onClick={() => void takeBack(item.Id)}>
                            Yes, revoke
                          </button>{' '}
                          <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
                            Cancel
                          </button>
                        </span>
                      ) : (
                        <button type="button" className="button button--secondary" onClick={() => setConfirming(item.Id)}>
                          Revoke
                        </button>
                      ))}
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
