import { DURATION_HOURS, DURATION_MINUTES } from '../../durationOptions';
import { InputField, SelectField } from '../fields';
import { TimeOfDayFields } from '../TimeOfDayFields';
import type { SigningFormApi } from '../../hooks/useSigningForm';

/** Date, start time and length of the appointment. */
export function WhenFields({ form }: { form: SigningFormApi }) {
  const { values, set, errors } = form;
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">When</legend>
      <div className="form-grid">
        <InputField
          label="Date"
          type="date"
          autofocus
          value={values.AppointmentDate}
          onValueChange={(value) => set('AppointmentDate', value)}
          error={errors.AppointmentDate}
        />
        <div className="field">
          <TimeOfDayFields legend="Time" value={values.AppointmentTime} onChange={(time) => set('AppointmentTime', time)} />
          {errors.AppointmentTime && <p className="field__hint field__error">{errors.AppointmentTime}</p>}
        </div>
        <fieldset className="inline-fields">
          <legend className="field__label">Duration</legend>
          <SelectField label="Hours" className="field--compact" value={values.DurationHour} onValueChange={(value) => set('DurationHour', Number(value))}>
            {DURATION_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hour} h
              </option>
            ))}
          </SelectField>
          <SelectField label="Minutes" className="field--compact" value={values.DurationMinute} onValueChange={(value) => set('DurationMinute', Number(value))}>
            {DURATION_MINUTES.map((minute) => (
              <option key={minute} value={minute}>
                {minute} m
              </option>
            ))}
          </SelectField>
        </fieldset>
      </div>
    </fieldset>
  );
}
