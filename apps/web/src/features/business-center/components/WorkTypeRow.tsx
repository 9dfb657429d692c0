import { useEffect, useId, useRef } from 'react';
import { currencyInputValue, formatCurrencyInput, parseCurrency } from '../../../shared/format/money';
import { DURATION_HOURS, DURATION_MINUTES, type DraftType } from '../businessProfileRules';

export interface WorkTypeRowProps {
  type: DraftType;
  /** False while its category is switched off: the type is inactive whatever its own switch says. */
  categoryActive: boolean;
  problem?: string;
  autoFocus?: boolean;
  onChange: (changes: Partial<DraftType>) => void;
  onChangeCategory: () => void;
  onDelete: () => void;
  onMerge: () => void;
}

/** One type of work: name (fixed for a standard type), fee, default length, switches and actions. */
export function WorkTypeRow({ type, categoryActive, problem, autoFocus, onChange, onChangeCategory, onDelete, onMerge }: WorkTypeRowProps) {
  const id = useId();
  const name = type.Name.trim() || 'the new type of work';
  const problemId = `${id}-problem`;
  const nameRef = useRef<HTMLInputElement>(null);
  // Focus goes to the name of a type just added.
  useEffect(() => {
    if (autoFocus) nameRef.current?.focus();
  }, [autoFocus]);
  return (
    <li className="work-type" data-inactive={!type.IsActive || !categoryActive || undefined} aria-label={type.Name.trim() || 'New type of work'}>
      <div className="work-type__name">
        {type.Readonly ? (
          <span className="work-type__fixed-name">
            {type.Name}
            <span className="work-type__kind">Standard</span>
          </span>
        ) : (
          <label className="work-type__field">
            <span className="work-type__label">Name</span>
            <input
              className="field__input"
              value={type.Name}
              maxLength={100}
              placeholder="Name of the type of work"
              aria-label={type.Id ? `Name of ${type.Name.trim() || 'a type of work'}` : 'Name of the new type of work'}
              aria-invalid={!!problem || undefined}
              aria-describedby={problem ? problemId : undefined}
              ref={nameRef}
              onChange={(event) => onChange({ Name: event.target.value })}
            />
          </label>
        )}
        {problem && (
          <p id={problemId} className="work-type__problem">
            {problem}
          </p>
        )}
      </div>
      <label className="work-type__field work-type__fee">
        <span className="work-type__label">Fee</span>
        <span className="work-type__money">
          <span aria-hidden="true">$</span>
          <input
            className="field__input"
            inputMode="decimal"
            value={type.Fee}
            aria-label={`Fee for ${name}`}
            onChange={(event) => onChange({ Fee: formatCurrencyInput(event.target.value) })}
            // Shown with 2 decimals (spec 001 §9) once the notary moves on.
            onBlur={() => onChange({ Fee: currencyInputValue(parseCurrency(type.Fee) ?? 0) })}
          />
        </span>
      </label>
      <div className="work-type__field work-type__duration" role="group" aria-label={`Length of ${name}`}>
        <span className="work-type__label" aria-hidden="true">
          Length
        </span>
        <span className="work-type__duration-inputs">
          <select className="field__input" aria-label="Hours" value={type.Hours} onChange={(event) => onChange({ Hours: Number(event.target.value) })}>
            {DURATION_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {hours} h
              </option>
            ))}
          </select>
          <select className="field__input" aria-label="Minutes" value={type.Minutes} onChange={(event) => onChange({ Minutes: Number(event.target.value) })}>
            {DURATION_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {String(minutes).padStart(2, '0')} min
              </option>
            ))}
          </select>
        </span>
      </div>
      <label className="check-field work-type__switch">
        <input
          type="checkbox"
          checked={type.IsActive && categoryActive}
          disabled={!categoryActive}
          onChange={(event) => onChange({ IsActive: event.target.checked })}
        />
        <span className="work-type__switch-text">
          Active<span className="visually-hidden">: {name}</span>
        </span>
      </label>
      <label className="check-field work-type__switch">
        <input type="checkbox" checked={type.NotarialFee} onChange={(event) => onChange({ NotarialFee: event.target.checked })} />
        <span className="work-type__switch-text">
          Notarial fee<span className="visually-hidden"> (exempt from self-employment tax): {name}</span>
        </span>
      </label>
      <div className="work-type__actions">
        <button type="button" className="button button--secondary button--compact" aria-haspopup="dialog" onClick={onChangeCategory}>
          Change category<span className="visually-hidden"> of {name}</span>
        </button>
        {!type.Readonly && type.Id > 0 && (
          <button type="button" className="button button--secondary button--compact" aria-haspopup="dialog" onClick={onMerge}>
            Merge<span className="visually-hidden"> {name}</span>
          </button>
        )}
        {!type.Readonly && (
          <button type="button" className="button button--secondary button--compact button--danger-text" aria-haspopup="dialog" onClick={onDelete}>
            Delete<span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
