import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { useGetSessionQuery } from '../../../shared/queries/session';
import { AuthLayout } from '../../../shared/ui/AuthLayout';
import { useAcceptInvitationMutation } from '../api';

/**
 * /Accountant/Accept?token=: the page the invitation e-mail links to. It waits for a press rather
 * than accepting on opening, since mail scanners open links too. Signed out, it sends the
 * accountant to log in or register and brings them back here (the returnUrl keeps the token).
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const session = useGetSessionQuery();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const back = `?returnUrl=${encodeURIComponent(pathname + search)}`;
  // Any failure to learn who is signed in is treated as signed out: logging in again settles it.
  const signedOut = !session.data && session.isError;

  const acceptInvitation = async () => {
    setProblem(null);
    try {
      setDone((await accept({ Token: params.get('token') ?? '' }).unwrap()).Response);
    } catch (error) {
      setProblem({ title: 'Unable to accept the invitation', message: messageOf(error) });
    }
  };

  return (
    <AuthLayout title="Accept the invitation">
      {done ? (
        <>
          <p role="status" className="notice notice--success">
            {done}
          </p>
          <p className="auth__switch">
            <Link to="/Accountant/Clients">Open your clients</Link>
          </p>
        </>
      ) : signedOut ? (
        <div className="form">
          <p className="auth__lead">
            A notary invited you, as their accountant, to read their books. Log in, or create an account, with the e-mail address the invitation was sent to:
            you come back here to accept it.
          </p>
          <Link className="button button--primary button--block" to={`/Account/Login${back}`}>
            Log in
          </Link>
          <Link className="button button--secondary button--block" to={`/Account/Register${back}`}>
            Create an account
          </Link>
        </div>
      ) : (
        <div className="form">
          <p className="auth__lead">
            A notary invited you, as their accountant, to read their books (you can change nothing).
            {session.data && <> You are signed in as {session.data.Email}: the invitation must have been sent to this address.</>}
          </p>
          <FormAlert problem={problem} />
          <LoadingButton type="button" loading={isLoading} disabled={!session.data} onClick={acceptInvitation} className="button button--primary button--block">
            Accept the invitation
          </LoadingButton>
        </div>
      )}
    </AuthLayout>
  );
}
