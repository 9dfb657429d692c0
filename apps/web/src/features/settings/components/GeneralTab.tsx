import { useId } from 'react';
import type { GridView } from '@notary/contracts';
import type { TabProps } from './tabProps';
import { Switch } from './Switch';

const GRID_VIEWS: ReadonlyArray<{ value: GridView; label: string }> = [
  { value: 'medium', label: 'Medium' },
  { value: 'small', label: 'Small' },
  { value: 'condensed', label: 'Condensed' },
];

/** Spec 000 §3's general preferences: how signings are entered and listed. */
export function GeneralTab({ draft, onChange }: TabProps) {
  const gridId = useId();
  return (
    <>
      <fieldset className="settings-group">
        <legend className="settings-group__title">Signings</legend>
        <Switch label="Confirmations" checked={draft.EnableConfirmations} onChange={(EnableConfirmations) => onChange({ EnableConfirmations })}>
          Record the calls confirming a signing in its dialog, and show whether each signing is confirmed in the signings list.
        </Switch>
        <Switch label="Remote online notarization (RON)" checked={draft.EnableRON} onChange={(EnableRON) => onChange({ EnableRON })}>
          Offer a RON checkbox on each signing (not for the other types of work).
        </Switch>
        <div className="field">
          <label className="field__label" htmlFor={gridId}>
            Signings list size
          </label>
          <select
            id={gridId}
            className="field__input settings-group__select"
            value={draft.GridView}
            onChange={(event) => onChange({ GridView: event.target.value as GridView })}
          >
            {GRID_VIEWS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <p className="field__hint">How tightly the signings list is drawn. Choose its columns with the list’s Columns button.</p>
        </div>
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">Mileage</legend>
        <Switch label="Total mileage" checked={draft.UseTotalMileage} onChange={(UseTotalMileage) => onChange({ UseTotalMileage })}>
          Enter the total miles of a signing or a trip, instead of the odometer at the start and at the end.
        </Switch>
        <p className="settings-note">Working out a signing’s miles from the driving distance to its address is not available in this version.</p>
      </fieldset>
    </>
  );
}
