import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { AuthLayout } from '../../../shared/ui/AuthLayout';
import { useConfirmEmailMutation } from '../recoveryApi';

/**
 * The page the confirmation e-mail links to. It waits for a press rather than confirming on
 * opening, since mail scanners open links too.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [done, setDone] = useState('');
  const [confirmEmail, { isLoading }] = useConfirmEmailMutation();

  const confirm = async () => {
    setProblem(null);
    try {
      setDone((await confirmEmail({ Token: params.get('token') ?? '' }).unwrap()).Response);
    } catch (error) {
      setProblem({ title: 'Unable to change the email address', message: messageOf(error) });
    }
  };

  return (
    <AuthLayout title="Confirm your new email address">
      {done ? (
        <p role="status" className="notice notice--info">
          {done}
        </p>
      ) : (
        <div className="form">
          <p className="auth__lead">Press the button to make this your sign-in address.</p>
          <FormAlert problem={problem} />
          <LoadingButton type="button" loading={isLoading} onClick={confirm} className="button button--primary button--block">
            Confirm my new email address
          </LoadingButton>
        </div>
      )}
      <p className="auth__switch">
        <Link to="/Account/Login">Log in</Link>
      </p>
    </AuthLayout>
  );
}
