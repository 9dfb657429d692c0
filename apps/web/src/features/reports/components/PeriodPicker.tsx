import { useId, useState } from 'react';
import { customRangeProblem, FIRST_YEAR, type ReportPeriodChoice } from '../reportRules';

/** A year (this year down to 2015, and next year), or a custom range of dates checked before it is used. */
export function PeriodPicker({ period, thisYear, onChange }: { period: ReportPeriodChoice; thisYear: number; onChange: (period: ReportPeriodChoice) => void }) {
  const id = useId();
  const custom = !('year' in period);
  const [startDate, setStartDate] = useState(custom ? period.startDate : `${thisYear}-01-01`);
  const [endDate, setEndDate] = useState(custom ? period.endDate : `${thisYear}-12-31`);
  const [choosingRange, setChoosingRange] = useState(custom);
  const [problem, setProblem] = useState<string | null>(null);
  const years = Array.from({ length: thisYear + 2 - FIRST_YEAR }, (_, index) => thisYear + 1 - index);

  return (
    <form
      className="report-period"
      aria-label="Report period"
      onSubmit={(event) => {
        event.preventDefault();
        const found = customRangeProblem(startDate, endDate);
        setProblem(found);
        if (!found) onChange({ startDate, endDate });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-year`}>
          Period
        </label>
        <select
          id={`${id}-year`}
          className="field__input"
          value={choosingRange ? 'custom' : String('year' in period ? period.year : thisYear)}
          onChange={(event) => {
            if (event.target.value === 'custom') {
              setChoosingRange(true);
              return;
            }
            setChoosingRange(false);
            setProblem(null);
            onChange({ year: Number(event.target.value) });
          }}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
          <option value="custom">Custom dates…</option>
        </select>
      </div>
      {choosingRange && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-start`}>
              From
            </label>
            <input
              id={`${id}-start`}
              className="field__input"
              type="date"
              value={startDate}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setStartDate(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-end`}>
              To
            </label>
            <input
              id={`${id}-end`}
              className="field__input"
              type="date"
              value={endDate}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setEndDate(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--secondary">
            Show
          </button>
          {problem && (
            <p id={`${id}-problem`} className="report-period__problem" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </form>
  );
}
