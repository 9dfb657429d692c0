import type { Ref } from 'react';
import { US_STATES } from '@notary/contracts/wire-values';
import { InputField, SelectField } from '../fields';
import { AddressLineField } from '../../maps/AddressLineField';
import { useMapsAvailable } from '../../maps/mapsApi';
import type { SigningFormApi } from '../../hooks/useSigningForm';

/** Who signs, where, and how to reach them (and the co-signer). */
export function SignerFields({ form, lastNameRef }: { form: SigningFormApi; lastNameRef: Ref<HTMLInputElement> }) {
  const { values, set, errors } = form;
  const knownState = values.State === '' || US_STATES.some(([abbreviation]) => abbreviation === values.State);
  // With maps on (the server's Google Maps key), the first line suggests US addresses as it is typed.
  const mapsAvailable = useMapsAvailable();
  return (
    <>
      <fieldset className="form-section">
        <legend className="form-section__title">Signer</legend>
        <div className="form-grid">
          <InputField
            label="Last name"
            inputRef={lastNameRef}
            value={values.LastName}
            onValueChange={(value) => set('LastName', value)}
            error={errors.LastName}
            maxLength={100}
            autoComplete="off"
          />
          <InputField
            label="First name"
            value={values.FirstName}
            onValueChange={(value) => set('FirstName', value)}
            error={errors.FirstName}
            maxLength={100}
            autoComplete="off"
          />
          <InputField
            label="Cell phone"
            type="tel"
            value={values.CellPhone}
            onValueChange={(value) => set('CellPhone', value)}
            error={errors.CellPhone}
            maxLength={30}
            autoComplete="off"
          />
          <InputField
            label="Email"
            type="email"
            value={values.EmailAddress}
            onValueChange={(value) => set('EmailAddress', value)}
            error={errors.EmailAddress}
            maxLength={254}
            autoComplete="off"
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Address</legend>
        <div className="form-grid">
          {mapsAvailable ? (
            <AddressLineField
              label="Address line 1"
              value={values.Address1}
              error={errors.Address1}
              onValueChange={(value) => set('Address1', value)}
              onChoose={(suggestion) => {
                set('Address1', suggestion.Address1);
                if (suggestion.City) set('City', suggestion.City);
                if (US_STATES.some(([abbreviation]) => abbreviation === suggestion.State)) set('State', suggestion.State);
              }}
            />
          ) : (
            <InputField
              label="Address line 1"
              className="form-grid__wide"
              value={values.Address1}
              onValueChange={(value) => set('Address1', value)}
              error={errors.Address1}
              maxLength={200}
              autoComplete="off"
            />
          )}
          <InputField
            label="Address line 2"
            className="form-grid__wide"
            value={values.Address2}
            onValueChange={(value) => set('Address2', value)}
            error={errors.Address2}
            maxLength={200}
            autoComplete="off"
          />
          <InputField label="City" value={values.City} onValueChange={(value) => set('City', value)} error={errors.City} maxLength={100} autoComplete="off" />
          <SelectField label="State" value={values.State} onValueChange={(value) => set('State', value)} error={errors.State}>
            <option value="">Choose a state</option>
            {!knownState && <option value={values.State}>{values.State}</option>}
            {US_STATES.map(([abbreviation, name]) => (
              <option key={abbreviation} value={abbreviation}>
                {name}
              </option>
            ))}
          </SelectField>
          <InputField
            label="Zip"
            inputMode="numeric"
            value={values.Zip}
            onValueChange={(value) => set('Zip', value.replace(/[^\d-]/g, ''))}
            error={errors.Zip}
            maxLength={10}
            autoComplete="off"
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Co-signer</legend>
        <div className="form-grid">
          <InputField
            label="Co-signer name"
            value={values.CoSignerName}
            onValueChange={(value) => set('CoSignerName', value)}
            error={errors.CoSignerName}
            maxLength={200}
            autoComplete="off"
          />
          <InputField
            label="Co-signer cell phone"
            type="tel"
            value={values.CoSignerCellPhone}
            onValueChange={(value) => set('CoSignerCellPhone', value)}
            error={errors.CoSignerCellPhone}
            maxLength={30}
            autoComplete="off"
          />
          <InputField
            label="Co-signer email"
            type="email"
            value={values.CoSignerEmailAddress}
            onValueChange={(value) => set('CoSignerEmailAddress', value)}
            error={errors.CoSignerEmailAddress}
            maxLength={254}
            autoComplete="off"
          />
        </div>
      </fieldset>
    </>
  );
}
