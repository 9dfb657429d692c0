import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { TextField } from '../../../shared/ui/TextField';
import { AuthLayout } from '../../../shared/ui/AuthLayout';
import { useForgotPasswordMutation } from '../recoveryApi';
import { INVALID_EMAIL, isEmailShaped } from '../registrationRules';

/** "Forgot your password?": the server answers the same sentence for every address, and so does this page. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sent, setSent] = useState('');
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailShaped(email)) {
      setProblem({ message: INVALID_EMAIL });
      return;
    }
    setProblem(null);
    try {
      setSent((await forgotPassword({ Email: email.trim() }).unwrap()).Response);
    } catch (error) {
      setProblem({ title: 'Unable to send the link', message: messageOf(error) });
    }
  };

  return (
    <AuthLayout title="Reset your password">
      {sent ? (
        <p role="status" className="notice notice--info">
          {sent}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="auth__lead">Enter the email address you log in with. We will send you a link to choose a new password.</p>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={email}
            invalid={!!problem}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormAlert problem={problem} />
          <LoadingButton type="submit" loading={isLoading} className="button button--primary button--block">
            Send the link
          </LoadingButton>
        </form>
      )}
      <p className="auth__switch">
        Remembered it? <Link to="/Account/Login">Log in</Link>
      </p>
    </AuthLayout>
  );
}
