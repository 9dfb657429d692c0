import type { TrackingCompany } from '@notary/contracts';
import { milesDrivenText } from '../../mileageRules';
import type { SigningFormApi } from '../../hooks/useSigningForm';
import { DigitsField, InputField, SelectField } from '../fields';
import { MileageCalculator } from '../../maps/MileageCalculator';
import { useMapsAvailable } from '../../maps/mapsApi';
import { withRoundTrip } from '../../maps/roundTrip';

interface RecordsFieldsProps {
  form: SigningFormApi;
  useTotalMileage: boolean;
  trackingCompanies: readonly TrackingCompany[];
}

/** Mileage, counts for the notary journal, and how the signed documents were sent back. */
export function RecordsFields({ form, useTotalMileage, trackingCompanies }: RecordsFieldsProps) {
  const { values, set, errors, setTotalMiles } = form;
  // With maps on, Calculate fills the mileage with the round trip from the business address (spec 000 §5).
  const mapsAvailable = useMapsAvailable();
  const knownCompany = !values.TrackingSentBy || trackingCompanies.some((company) => String(company.Id) === values.TrackingSentBy);
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Mileage, documents and shipping</legend>
      <div className="form-grid">
        {useTotalMileage ? (
          <DigitsField
            label="Total miles"
            value={values.EndMileage}
            onValueChange={setTotalMiles}
            error={errors.EndMileage}
            hint="The round trip for this signing"
          />
        ) : (
          <>
            <DigitsField label="Start mileage" value={values.StartMileage} onValueChange={(value) => set('StartMileage', value)} error={errors.StartMileage} />
            <DigitsField label="End mileage" value={values.EndMileage} onValueChange={(value) => set('EndMileage', value)} error={errors.EndMileage} />
            <p className="form-grid__note" aria-live="polite">
              Miles driven: {milesDrivenText(values)}
            </p>
          </>
        )}
        {mapsAvailable && (
          <MileageCalculator
            address={values}
            onCalculated={(miles) => {
              const filled = withRoundTrip(values, miles, useTotalMileage);
              set('StartMileage', filled.StartMileage);
              set('EndMileage', filled.EndMileage);
            }}
          />
        )}
        <DigitsField label="Signatures" value={values.Signatures} onValueChange={(value) => set('Signatures', value)} error={errors.Signatures} />
        <DigitsField label="Documents" value={values.Documents} onValueChange={(value) => set('Documents', value)} error={errors.Documents} />
        <SelectField label="Sent via" value={values.TrackingSentBy} onValueChange={(value) => set('TrackingSentBy', value)} error={errors.TrackingSentBy}>
          <option value="">Not sent</option>
          {!knownCompany && <option value={values.TrackingSentBy}>A company no longer in your list</option>}
          {trackingCompanies.map((company) => (
            <option key={company.Id} value={company.Id}>
              {company.Name}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Tracking number"
          value={values.TrackingNumber}
          onValueChange={(value) => set('TrackingNumber', value)}
          error={errors.TrackingNumber}
          maxLength={60}
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}
