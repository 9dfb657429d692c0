import { useRef, useState, type FormEvent } from 'react';
import { isApiError, messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../components/FormAlert';
import { LoadingButton } from '../../../components/LoadingButton';
import { Page } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { useChangePasswordMutation, useGetSessionQuery } from '../api';
import { MIN_PASSWORD_LENGTH, passwordChangeProblem, type PasswordChangeField } from '../registrationRules';

const EMPTY: Record<PasswordChangeField, string> = { CurrentPassword: '', NewPassword: '', NewPasswordConfirm: '' };

/** The field a server answer blames, when it names one of this form's fields. */
function fieldOf(error: unknown): PasswordChangeField | undefined {
  if (!isApiError(error) || typeof error.Errors !== 'object' || error.Errors === null) return undefined;
  return (Object.keys(error.Errors) as PasswordChangeField[]).find((field) => field in EMPTY);
}

/** The notary's sign-in: who they are signed in as, and changing the password. */
export default function CredentialsPage() {
  const { data: user } = useGetSessionQuery();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<(FormProblem & { field?: PasswordChangeField }) | null>(null);
  const [done, setDone] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const fields = useRef<Partial<Record<PasswordChangeField, HTMLInputElement | null>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const broken = passwordChangeProblem(form);
    if (broken) {
      setProblem(broken);
      fields.current[broken.field]?.focus();
      return;
    }
    setProblem(null);
    try {
      const answer = await changePassword(form).unwrap();
      setForm(EMPTY);
      setDone(answer.Response);
    } catch (error) {
      const field = fieldOf(error);
      setProblem({ title: 'Unable to change password', message: messageOf(error), field });
      if (field) fields.current[field]?.focus();
    }
  };

  const input = (field: PasswordChangeField) => ({
    ref: (element: HTMLInputElement | null) => {
      fields.current[field] = element;
    },
    type: 'password',
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value }),
    invalid: problem?.field === field,
  });

  return (
    <Page title="Credentials">
      <section className="card credentials" aria-labelledby="credentials-sign-in">
        <h2 id="credentials-sign-in">Sign-in</h2>
        <dl className="facts">
          <div>
            <dt>Email</dt>
            <dd>{user?.Email}</dd>
          </div>
        </dl>
      </section>
      <section className="card credentials" aria-labelledby="credentials-password">
        <h2 id="credentials-password">Change password</h2>
        <p className="credentials__note">Changing the password signs you out everywhere else, on other devices and browsers.</p>
        <form className="form credentials__form" onSubmit={submit} noValidate>
          <TextField label="Current password" name="current-password" autoComplete="current-password" {...input('CurrentPassword')} />
          <TextField label="New password" name="new-password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} {...input('NewPassword')} />
          <TextField label="Confirm new password" name="confirm-new-password" autoComplete="new-password" {...input('NewPasswordConfirm')} />
          <FormAlert problem={problem} />
          <p role="status" className="notice notice--info credentials__done">
            {done}
          </p>
          <LoadingButton type="submit" loading={isLoading} className="button button--primary credentials__submit">
            Change password
          </LoadingButton>
        </form>
      </section>
    </Page>
  );
}
