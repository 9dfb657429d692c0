import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RegistrationBody } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { returnUrlFrom } from '../../../app/navigation';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { TextField } from '../../../shared/ui/TextField';
import { sessionStarted, useGetBlankRegistrationQuery, useRegisterMutation } from '../api';
import { AuthLayout } from '../../../shared/ui/AuthLayout';
import { MIN_PASSWORD_LENGTH, registrationProblem, type RegistrationField } from '../registrationRules';
import { useAccountForm } from '../useAccountForm';

// Campaign links (?campaign=...) will choose user types 1 and 2 once their codes are defined.
const DEFAULT_USER_TYPE = 0;

export default function RegisterPage() {
  const { values, problem, show, fieldOf, input } = useAccountForm<RegistrationField>({ Email: '', Password: '', PasswordConfirm: '' });
  const { data: blank } = useGetBlankRegistrationQuery();
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  const createAccount = async (event: FormEvent) => {
    event.preventDefault();
    const registration: RegistrationBody = { ...values, Email: values.Email.trim(), UserType: blank?.UserType ?? DEFAULT_USER_TYPE };
    const broken = registrationProblem(registration);
    show(broken);
    if (broken) return;
    try {
      const user = await register(registration).unwrap();
      dispatch(sessionStarted(user));
      navigate(returnUrlFrom(search), { replace: true });
    } catch (error) {
      show({ title: 'Unable to register', message: messageOf(error), field: fieldOf(error) });
    }
  };

  return (
    <AuthLayout title="Create your account">
      <form className="form" onSubmit={createAccount} noValidate>
        <TextField label="Email" type="email" name="email" autoComplete="email" autoFocus {...input('Email')} />
        <TextField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...input('Password')}
        />
        <TextField label="Confirm password" type="password" name="confirm-password" autoComplete="new-password" {...input('PasswordConfirm')} />
        <FormAlert problem={problem} />
        <LoadingButton type="submit" loading={isLoading} className="button button--primary button--block">
          Create account
        </LoadingButton>
      </form>
      <p className="auth__switch">
        Already have an account? <Link to={{ pathname: '/Account/Login', search }}>Log in</Link>
      </p>
    </AuthLayout>
  );
}
