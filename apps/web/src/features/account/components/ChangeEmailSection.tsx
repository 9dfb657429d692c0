import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../app/apiError';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { TextField } from '../../../shared/ui/TextField';
import { useChangeEmailMutation } from '../recoveryApi';
import { emailChangeProblem, type EmailChangeField } from '../registrationRules';
import { useAccountForm } from '../useAccountForm';

const EMPTY: Record<EmailChangeField, string> = { NewEmail: '', CurrentPassword: '' };

/** A new sign-in address: it takes effect once the link sent to it is opened. */
export function ChangeEmailSection() {
  const { values, problem, show, fieldOf, input, reset } = useAccountForm(EMPTY);
  const [done, setDone] = useState('');
  const [changeEmail, { isLoading }] = useChangeEmailMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const broken = emailChangeProblem(values);
    show(broken);
    if (broken) return;
    try {
      const answer = await changeEmail({ NewEmail: values.NewEmail.trim(), CurrentPassword: values.CurrentPassword }).unwrap();
      reset();
      setDone(answer.Response);
    } catch (error) {
      show({ title: 'Unable to change the email address', message: messageOf(error), field: fieldOf(error) });
    }
  };

  return (
    <section className="card credentials" aria-labelledby="credentials-email">
      <h2 id="credentials-email">Change e-mail</h2>
      <p className="credentials__note">We send a confirmation link to the new address, and a notice to the current one.</p>
      <form className="form credentials__form" onSubmit={submit} noValidate>
        <TextField label="New email address" name="new-email" type="email" autoComplete="email" {...input('NewEmail')} />
        <TextField label="Current password" name="email-current-password" type="password" autoComplete="current-password" {...input('CurrentPassword')} />
        <FormAlert problem={problem} />
        <p role="status" className="notice notice--info credentials__done">
          {done}
        </p>
        <LoadingButton type="submit" loading={isLoading} className="button button--primary credentials__submit">
          Send confirmation link
        </LoadingButton>
      </form>
    </section>
  );
}
