import type { TimeOfDay } from '@notary/contracts';
import { CLOCK_HOURS, minuteOptions, twoDigits } from '../timeOfDay';
import { SelectField } from './fields';

/** A clock time as three choices (hour 1-12, minute, AM/PM), grouped under one legend. */
export function TimeOfDayFields({ legend, value, onChange }: { legend: string; value: TimeOfDay; onChange: (time: TimeOfDay) => void }) {
  return (
    <fieldset className="inline-fields">
      <legend className="field__label">{legend}</legend>
      <SelectField label="Hour" className="field--compact" value={value.Hour} onValueChange={(hour) => onChange({ ...value, Hour: Number(hour) })}>
        {CLOCK_HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {hour}
          </option>
        ))}
      </SelectField>
      <SelectField label="Minute" className="field--compact" value={value.Minute} onValueChange={(minute) => onChange({ ...value, Minute: Number(minute) })}>
        {minuteOptions(value.Minute).map((minute) => (
          <option key={minute} value={minute}>
            {twoDigits(minute)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="AM/PM"
        className="field--compact"
        value={value.AmPm}
        onValueChange={(amPm) => onChange({ ...value, AmPm: amPm === 'PM' ? 'PM' : 'AM' })}
      >
        <option value="AM">AM</option>
        <option value="PM">PM</option>
      </SelectField>
    </fieldset>
  );
}
