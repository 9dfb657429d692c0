import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../app/apiError';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { Page } from '../../../shared/ui/Page';
import { TextField } from '../../../shared/ui/TextField';
import { useGetSessionQuery } from '../../../shared/queries/session';
import { useChangePasswordMutation } from '../api';
import { ChangeEmailSection } from '../components/ChangeEmailSection';
import { MIN_PASSWORD_LENGTH, passwordChangeProblem, type PasswordChangeField } from '../registrationRules';
import { useAccountForm } from '../useAccountForm';

const EMPTY: Record<PasswordChangeField, string> = { CurrentPassword: '', NewPassword: '', NewPasswordConfirm: '' };

/** The notary's sign-in: who they are signed in as, changing the password, and changing the e-mail address. */
export default function CredentialsPage() {
  const { data: user } = useGetSessionQuery();
  const { values, problem, show, fieldOf, input, reset } = useAccountForm(EMPTY);
  const [done, setDone] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const broken = passwordChangeProblem(values);
    show(broken);
    if (broken) return;
    try {
      const answer = await changePassword(values).unwrap();
      reset();
      setDone(answer.Response);
    } catch (error) {
      show({ title: 'Unable to change password', message: messageOf(error), field: fieldOf(error) });
    }
  };

  const password = (field: PasswordChangeField) => ({ type: 'password', ...input(field) });

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
          <TextField label="Current password" name="current-password" autoComplete="current-password" {...password('CurrentPassword')} />
          <TextField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            {...password('NewPassword')}
          />
          <TextField label="Confirm new password" name="confirm-new-password" autoComplete="new-password" {...password('NewPasswordConfirm')} />
          <FormAlert problem={problem} />
          <p role="status" className="notice notice--info credentials__done">
            {done}
          </p>
          <LoadingButton type="submit" loading={isLoading} className="button button--primary credentials__submit">
            Change password
          </LoadingButton>
        </form>
      </section>
      <ChangeEmailSection />
    </Page>
  );
}
