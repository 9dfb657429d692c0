import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { TextField } from '../../../shared/ui/TextField';
import { AuthLayout } from '../../../shared/ui/AuthLayout';
import { useResetPasswordMutation } from '../recoveryApi';
import { MIN_PASSWORD_LENGTH, newPasswordProblem, type NewPasswordField } from '../registrationRules';
import { useAccountForm } from '../useAccountForm';

const EMPTY: Record<NewPasswordField, string> = { NewPassword: '', NewPasswordConfirm: '' };

/** The page the reset e-mail links to: a new password twice, then on to log in with it. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { values, problem, show, fieldOf, input } = useAccountForm(EMPTY);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = newPasswordProblem(values);
    show(broken);
    if (broken) return;
    try {
      const answer = await resetPassword({ Token: token, ...values }).unwrap();
      navigate('/Account/Login', { replace: true, state: { notice: answer.Response } });
    } catch (error) {
      show({ title: 'Unable to reset the password', message: messageOf(error), field: fieldOf(error) });
    }
  };

  const password = (field: NewPasswordField) => ({ type: 'password', ...input(field) });

  return (
    <AuthLayout title="Choose a new password">
      <form className="form" onSubmit={submit} noValidate>
        <p className="auth__lead">Resetting the password signs you out on every device.</p>
        <TextField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          autoFocus
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...password('NewPassword')}
        />
        <TextField label="Confirm new password" name="confirm-new-password" autoComplete="new-password" {...password('NewPasswordConfirm')} />
        <FormAlert problem={problem} />
        <LoadingButton type="submit" loading={isLoading} className="button button--primary button--block">
          Reset password
        </LoadingButton>
      </form>
      <p className="auth__switch">
        Link not working? <Link to="/Account/ForgotPassword">Ask for a new one</Link>
      </p>
    </AuthLayout>
  );
}
