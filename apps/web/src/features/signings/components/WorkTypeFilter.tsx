import { useEffect, useId, useRef, useState } from 'react';
import type { WorkType } from '../types';
import { workTypeFilterText, workTypeGroups } from '../workTypeRules';

interface WorkTypeFilterProps {
  types: readonly WorkType[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

/**
 * The type-of-work filter: a button that shows what is chosen (spec 000 §2: up to 2 names, 'All
 * Type of works' when none) and opens a list of checkboxes grouped by category.
 */
export function WorkTypeFilter({ types, chosen, onChange }: WorkTypeFilterProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const groups = workTypeGroups(types);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((typeId) => typeId !== id));

  return (
    <div
      className="field multiselect"
      ref={rootRef}
      // Tabbing out of the list closes it. (A click that focuses nothing, as on Safari, leaves
      // relatedTarget empty; clicks outside are handled by the pointerdown listener.)
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <span id={labelId} className="field__label">
        Type of work
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="field__input multiselect__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${panelId}-text`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${panelId}-text`}>{workTypeFilterText(chosen, types)}</span>
        <span className="multiselect__chevron" aria-hidden="true" />
      </button>
      {/* Focusable, so a click on a label inside focuses the panel, not the page around it. */}
      <div id={panelId} className="multiselect__panel" hidden={!open} tabIndex={-1}>
        {groups.length === 0 && <p className="muted">No types of work yet.</p>}
        {groups.map((group) => (
          <fieldset key={group.categoryId} className="multiselect__group">
            <legend>{group.label}</legend>
            {group.types.map((type) => (
              <label key={type.id} className="choice">
                <input type="checkbox" checked={chosen.includes(type.id)} onChange={(event) => toggle(type.id, event.target.checked)} />
                {type.name}
              </label>
            ))}
          </fieldset>
        ))}
        {chosen.length > 0 && (
          <button type="button" className="button button--secondary button--small" onClick={() => onChange([])}>
            Show all types of work
          </button>
        )}
      </div>
    </div>
  );
}
