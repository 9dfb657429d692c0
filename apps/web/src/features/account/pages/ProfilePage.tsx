import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BusinessProfile, ProfileSaveRequest } from '@notary/contracts';
import { US_STATES } from '@notary/contracts/wire-values';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { Page } from '../../../shared/ui/Page';
import { TextField } from '../../../shared/ui/TextField';
import { useGetProfileQuery, useSaveProfileMutation } from '../profileApi';
import { useGetSettingsQuery } from '../../../shared/queries/settings';
import { InvoiceSettingsForm } from '../components/InvoiceSettingsForm';

type Draft = Required<Omit<ProfileSaveRequest, never>>;
const FIELDS: ReadonlyArray<{ field: keyof Draft; label: string; type?: string; autoComplete?: string; max: number }> = [
  { field: 'Name', label: 'Your name', autoComplete: 'name', max: 100 },
  { field: 'Company', label: 'Business name', autoComplete: 'organization', max: 150 },
  { field: 'Phone', label: 'Phone', type: 'tel', autoComplete: 'tel', max: 30 },
  { field: 'Email', label: 'Email', type: 'email', autoComplete: 'email', max: 254 },
  { field: 'Address', label: 'Address', autoComplete: 'address-line1', max: 200 },
  { field: 'Address2', label: 'Address line 2', autoComplete: 'address-line2', max: 200 },
  { field: 'City', label: 'City', autoComplete: 'address-level2', max: 100 },
];

const draftOf = (profile: BusinessProfile): Draft => ({
  Name: profile.Name,
  Company: profile.Company,
  Address: profile.Address,
  Address2: profile.Address2,
  City: profile.City,
  State: profile.State,
  Zip: profile.Zip,
  Phone: profile.Phone,
  Email: profile.Email,
});

/**
 * /Profile: the business name, address and contact that invoices print (spec 001's profile), and
 * the invoice settings (spec 001's Invoice Settings: the next number, default terms and notes).
 */
export default function ProfilePage() {
  const { data: profile, error, refetch } = useGetProfileQuery();
  const { data: settings } = useGetSettingsQuery();
  return (
    <Page title="Profile">
      {error && !profile && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load settings data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {!profile && !error && <p role="status">Loading your profile…</p>}
      {profile && <ProfileForm profile={profile} />}
      {settings && <InvoiceSettingsForm settings={settings} />}
      <section className="card profile-privacy" aria-labelledby="profile-privacy">
        <h2 id="profile-privacy">Your privacy</h2>
        <p>
          Every time an administrator, support or your accountant reads your records, it is written down.{' '}
          <Link to="/Account/DataAccess">See who looked at my data</Link>.
        </p>
        <p>
          Leaving? <Link to="/Account/Delete">Delete my account</Link> (you can download all of your data first).
        </p>
      </section>
    </Page>
  );
}

function ProfileForm({ profile }: { profile: BusinessProfile }) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saved, setSaved] = useState('');
  const [save, { isLoading }] = useSaveProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved('');
    try {
      const answer = await save(draft).unwrap();
      setDraft(draftOf(answer));
      setErrors({});
      setSaved('Business profile updated.');
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      setErrors(isApiError(failure) ? (failure.Errors ?? {}) : {});
      // Spec 001 §8: 'Business profile Save Failed', and Save stays enabled.
      setProblem({
        title: 'Business profile Save Failed',
        message:
          isApiError(failure) && failure.status === 400
            ? messageOf(failure)
            : 'The changes could not be saved, please check your internet connection and try again.',
      });
    }
  };

  return (
    <form id={formId} className="card form profile-form" aria-label="Business profile" noValidate onSubmit={(event) => void submit(event)}>
      <p>Your business as your invoices show it.</p>
      <FormAlert problem={problem} />
      {FIELDS.map(({ field, label, type, autoComplete, max }) => (
        <TextField
          key={field}
          label={label}
          type={type}
          autoComplete={autoComplete}
          maxLength={max}
          value={draft[field]}
          invalid={!!errors[field]}
          hint={errors[field]}
          onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      <div className="field">
        <label className="field__label" htmlFor={`${formId}-state`}>
          State
        </label>
        <select
          id={`${formId}-state`}
          className="field__input"
          value={draft.State}
          aria-invalid={!!errors.State || undefined}
          onChange={(event) => setDraft((current) => ({ ...current, State: event.target.value }))}
        >
          <option value="">—</option>
          {US_STATES.map(([abbreviation, name]) => (
            <option key={abbreviation} value={abbreviation}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={draft.Zip}
        invalid={!!errors.Zip}
        hint={errors.Zip}
        onChange={(event) => setDraft((current) => ({ ...current, Zip: event.target.value }))}
      />
      <p>
        <LoadingButton type="submit" loading={isLoading}>
          Save
        </LoadingButton>
      </p>
      <p role="status">{saved}</p>
    </form>
  );
}
