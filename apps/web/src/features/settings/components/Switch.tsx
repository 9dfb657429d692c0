import { useId, type ReactNode } from 'react';

/** A setting that is on or off: a checkbox with its label and what it does, read out together. */
export function Switch({ label, checked, onChange, children }: { label: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="settings-switch">
      <input id={id} type="checkbox" checked={checked} aria-describedby={`${id}-what`} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="settings-switch__label">
        {label}
      </label>
      <p id={`${id}-what`} className="settings-switch__what">
        {children}
      </p>
    </div>
  );
}
