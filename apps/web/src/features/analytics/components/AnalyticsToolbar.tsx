import { useId } from 'react';
import { analyticsYears, type AnalyticsView } from '../analyticsRules';

export interface AnalyticsToolbarProps {
  year: number;
  currentYear: number;
  view: AnalyticsView;
  /** What each view shows, in the page's words ("By category", "By type of work"). */
  viewLabels: Record<AnalyticsView, string>;
  onChange: (choice: { year: number; view: AnalyticsView }) => void;
}

/** The year (spec 001 §9: this year down to 2015) and the summary or detailed view. */
export function AnalyticsToolbar({ year, currentYear, view, viewLabels, onChange }: AnalyticsToolbarProps) {
  const yearId = useId();
  const viewName = useId();
  return (
    <div className="analytics-toolbar">
      <div className="inline-field">
        <label htmlFor={yearId} className="inline-field__label">
          Year
        </label>
        <select
          id={yearId}
          className="field__input inline-field__input"
          value={year}
          onChange={(event) => onChange({ year: Number(event.target.value), view })}
        >
          {analyticsYears(currentYear).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="segmented">
        <legend className="visually-hidden">Report</legend>
        {(['summary', 'detailed'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input type="radio" name={viewName} value={option} checked={view === option} onChange={() => onChange({ year, view: option })} />
            <span>{viewLabels[option]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
