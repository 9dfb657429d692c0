import { useId } from 'react';

export interface YearSelectProps {
  label: string;
  year: number;
  years: number[];
  onChange: (year: number) => void;
}

export function YearSelect({ label, year, years, onChange }: YearSelectProps) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id} className="inline-field__label">
        {label}
      </label>
      <select id={id} className="field__input inline-field__input" value={year} onChange={(event) => onChange(Number(event.target.value))}>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
