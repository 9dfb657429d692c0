import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { returnUrlFrom } from '../../../app/navigation';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { TextField } from '../../../shared/ui/TextField';
import { sessionStarted, useLoginMutation } from '../api';
import { AuthLayout } from '../../../shared/ui/AuthLayout';

export default function LoginPage() {
  const [credentials, setCredentials] = useState<LoginBody>({ Email: '', Password: '' });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // Set by the reset page: "Your password has been reset. Please log in with your new password."
  const notice = (state as { notice?: unknown } | null)?.notice;

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.Email.trim() || !credentials.Password) {
      setProblem({ message: 'Please enter your email address and password.' });
      return;
    }
    setProblem(null);
    try {
      const user = await login({ ...credentials, Email: credentials.Email.trim() }).unwrap();
      dispatch(sessionStarted(user));
      navigate(returnUrlFrom(search), { replace: true });
    } catch (error) {
      setProblem({ message: messageOf(error) });
    }
  };

  return (
    <AuthLayout title="Log in">
      {typeof notice === 'string' && (
        <p role="status" className="notice notice--info">
          {notice}
        </p>
      )}
      <form className="form" onSubmit={logIn} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={credentials.Email}
          onChange={(event) => setCredentials({ ...credentials, Email: event.target.value })}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={credentials.Password}
          onChange={(event) => setCredentials({ ...credentials, Password: event.target.value })}
        />
        <Link className="auth__forgot" to="/Account/ForgotPassword">
          Forgot your password?
        </Link>
        <FormAlert problem={problem} />
        <LoadingButton type="submit" loading={isLoading} className="button button--primary button--block">
          Log in
        </LoadingButton>
      </form>
      <p className="auth__switch">
        New to Notary Ledger? <Link to={{ pathname: '/Account/Register', search }}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
