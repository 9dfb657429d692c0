import { useState, type FormEvent } from 'react';
import { lastDays } from '../dateFilters';
import { formatUsDate, parseUsDate } from '../../../shared/format';
import { InputField } from './fields';

interface DateRangeFilterProps {
  range: { start: string; end: string } | null;
  today: string;
  onApply: (range: { start: string; end: string }) => void;
}

/**
 * The custom date range (spec 000 §2, §5): dates typed as MM-DD-YYYY, presets for the last 7 and 30
 * days. Both dates must be valid before the list changes; an invalid from date says 'invalid from date'.
 */
export function DateRangeFilter({ range, today, onApply }: DateRangeFilterProps) {
  const [from, setFrom] = useState(formatUsDate(range?.start, '-'));
  const [to, setTo] = useState(formatUsDate(range?.end, '-'));
  const [problem, setProblem] = useState<string | null>(null);

  const applyPreset = (days: 7 | 30) => {
    const preset = lastDays(today, days);
    setFrom(formatUsDate(preset.start, '-'));
    setTo(formatUsDate(preset.end, '-'));
    setProblem(null);
    onApply(preset);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const start = parseUsDate(from);
    const end = parseUsDate(to);
    if (!start) return setProblem('invalid from date');
    if (!end) return setProblem('invalid to date');
    if (end < start) return setProblem('The to date is before the from date');
    setProblem(null);
    onApply({ start, end });
  };

  return (
    <form className="date-range" aria-label="Custom date range" onSubmit={apply} noValidate>
      <InputField
        label="From (MM-DD-YYYY)"
        className="field--date"
        invalid={problem === 'invalid from date'}
        value={from}
        onValueChange={setFrom}
        inputMode="numeric"
        maxLength={10}
        placeholder="MM-DD-YYYY"
      />
      <InputField
        label="To (MM-DD-YYYY)"
        className="field--date"
        invalid={problem !== null && problem !== 'invalid from date'}
        value={to}
        onValueChange={setTo}
        inputMode="numeric"
        maxLength={10}
        placeholder="MM-DD-YYYY"
      />
      <div className="date-range__buttons">
        <button type="submit" className="button button--primary button--small">
          Apply
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => applyPreset(7)}>
          Last 7 Days
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => applyPreset(30)}>
          Last 30 Days
        </button>
      </div>
      <p role="alert" className="date-range__problem">
        {problem}
      </p>
    </form>
  );
}
