import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { returnUrlFrom } from '../../../app/navigation';
import { FormAlert, type FormProblem } from '../../../components/FormAlert';
import { LoadingButton } from '../../../components/LoadingButton';
import { TextField } from '../../../components/TextField';
import { sessionStarted, useGetBlankRegistrationQuery, useRegisterMutation, type Registration } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { MIN_PASSWORD_LENGTH, registrationProblem, type RegistrationField } from '../registrationRules';

type RegistrationForm = Pick<Registration, RegistrationField>;

// Campaign links (?campaign=...) will choose user types 1 and 2 once their codes are defined.
const DEFAULT_USER_TYPE = 0;

export default function RegisterPage() {
  const [form, setForm] = useState<RegistrationForm>({ Email: '', Password: '', PasswordConfirm: '' });
  const [problem, setProblem] = useState<(FormProblem & { field?: RegistrationField }) | null>(null);
  const { data: blank } = useGetBlankRegistrationQuery();
  const [register, { isLoading }] = useRegisterMutation();
  const fields = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();

  const change = (field: RegistrationField) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const createAccount = async (event: FormEvent) => {
    event.preventDefault();
    const registration: Registration = { ...form, Email: form.Email.trim(), UserType: blank?.UserType ?? DEFAULT_USER_TYPE };
    const broken = registrationProblem(registration);
    if (broken) {
      setProblem(broken);
      fields.current[broken.field]?.focus();
      return;
    }
    setProblem(null);
    try {
      const user = await register(registration).unwrap();
      dispatch(sessionStarted(user));
      navigate(returnUrlFrom(search), { replace: true });
    } catch (error) {
      setProblem({ title: 'Unable to register', message: messageOf(error) });
    }
  };

  const input = (field: RegistrationField) => ({
    ref: (element: HTMLInputElement | null) => {
      fields.current[field] = element;
    },
    value: form[field],
    onChange: change(field),
    invalid: problem?.field === field,
  });

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
