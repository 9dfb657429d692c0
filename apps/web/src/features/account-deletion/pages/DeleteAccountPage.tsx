import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETED_MESSAGE, ACCOUNT_NOT_DELETED_MESSAGE, DELETE_CONFIRMATION_WORD } from '@notary/contracts/wire-values';
import { api } from '../../../app/api';
import { isApiError, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { signedOut } from '../../../app/session';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { Page } from '../../../shared/ui/Page';
import { TextField } from '../../../shared/ui/TextField';
import { useDeleteAccountMutation } from '../api';

/**
 * /Account/Delete: what deleting erases, the everything-ZIP offered first, then the password and the
 * typed word. Once erased, the app forgets the session and its cached data and shows the login page
 * with spec 001 §8's message.
 */
export default function DeleteAccountPage() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const confirmed = confirmation.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;
  const erased = useRef(false);
  // Then nothing of the account stays in memory: no session, no cached data.
  useEffect(
    () => () => {
      if (!erased.current) return;
      dispatch(signedOut());
      dispatch(api.util.resetApiState());
    },
    [dispatch],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    if (!password) return setErrors({ Password: 'Please enter your password.' });
    if (!confirmed) return setErrors({ Confirmation: `Type ${DELETE_CONFIRMATION_WORD} to confirm.` });
    try {
      await deleteAccount({ Password: password, Confirmation: confirmation.trim() }).unwrap();
      // To the login page, with the message. The session is forgotten only once this page has gone
      // (below): signed out while still here, the session guard would go to the login page itself,
      // without the message, while the login page's code loads.
      erased.current = true;
      navigate('/Account/Login', { replace: true, state: { notice: ACCOUNT_DELETED_MESSAGE } });
    } catch (error) {
      setErrors(isApiError(error) ? ((error.Errors as Record<string, string> | undefined) ?? {}) : {});
      setProblem({ title: ACCOUNT_NOT_DELETED_MESSAGE, message: messageOf(error) });
    }
  };

  return (
    <Page title="Delete my account" help="account">
      <section className="card" aria-labelledby="delete-what">
        <h2 id="delete-what">What deleting your account does</h2>
        <ul>
          <li>
            Your signings, customers, expenses and receipts, mileage, invoices, e-mails, settings and profile are erased from every store of the app, not just
            hidden.
          </li>
          <li>You are signed out everywhere and can no longer log in. You can register again later with the same e-mail address, starting afresh.</li>
          <li>All that is kept is a note that an account was deleted, without your name or e-mail address.</li>
          <li>This cannot be undone.</li>
        </ul>
      </section>
      <section className="card" aria-labelledby="delete-download">
        <h2 id="delete-download">First, take your data with you</h2>
        <p>
          One ZIP file with everything: signings, customers, expenses and mileage as an Excel workbook, as CSV spreadsheets and as data (JSON), each saved
          invoice as a PDF, and your receipt files.
        </p>
        <a className="button button--secondary" href="/api/accountapi/exportdata" download>
          Download all my data
        </a>
      </section>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="delete-confirm">
        <h2 id="delete-confirm">Delete my account</h2>
        <TextField
          label="Your password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          invalid={Boolean(errors.Password)}
          hint={errors.Password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          name="confirmation"
          autoComplete="off"
          value={confirmation}
          invalid={Boolean(errors.Confirmation)}
          hint={errors.Confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <FormAlert problem={problem} />
        <LoadingButton type="submit" className="button button--danger" loading={isLoading} disabled={!password || !confirmed}>
          Delete my account and all of its data
        </LoadingButton>
      </form>
    </Page>
  );
}
