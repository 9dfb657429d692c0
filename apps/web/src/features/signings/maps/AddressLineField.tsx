import { useId, useState, type KeyboardEvent } from 'react';
import type { AddressSuggestion } from '@notary/contracts';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { useSuggestAddresses } from './useSuggestAddresses';
import './maps.css';

/** Google is asked once typing pauses this long, and only from this many characters on. */
const PAUSE_MS = 300;
const SHORTEST = 3;

interface AddressLineFieldProps {
  label: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen: it fills the address line and what else it tells (city, state). */
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * The signing's first address line with US address suggestions as the notary types (spec 000 §5),
 * as the ARIA combobox pattern has it: the arrows move through the list, Enter chooses, Escape
 * closes it, and the field stays a plain text field for whatever is typed.
 */
export function AddressLineField({ label, value, error, onValueChange, onChoose }: AddressLineFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  // Only what the notary typed here asks for suggestions (not the address the signing opened with).
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useDebouncedValue(typed.trim(), PAUSE_MS);
  const suggestions = useSuggestAddresses(asked.length >= SHORTEST ? asked : null);
  const showing = open && suggestions.length > 0;

  const type = (text: string) => {
    onValueChange(text);
    setTyped(text);
    setOpen(true);
    setActive(-1);
  };

  const choose = (suggestion: AddressSuggestion) => {
    onChoose(suggestion);
    setTyped('');
    setOpen(false);
    setActive(-1);
  };

  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const count = suggestions.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
      return;
    }
    if (!showing) return;
    if (event.key === 'Enter' && active >= 0) {
      // Choosing, not saving the signing.
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const message = error ?? (showing ? 'Choose a suggestion with the arrow keys and Enter, or keep typing.' : undefined);
  return (
    <div className="field form-grid__wide address-line">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="address-line__box">
        <input
          id={id}
          className="field__input"
          value={value}
          maxLength={200}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={showing && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => type(event.target.value)}
          onKeyDown={keys}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label="Address suggestions" className="address-line__suggestions" hidden={!showing}>
          {showing &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.PlaceId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="address-line__suggestion"
                // Chosen before the field loses the focus (which closes the list).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
              >
                {suggestion.Description}
              </li>
            ))}
        </ul>
      </div>
      {message && (
        <p id={`${id}-message`} className={error ? 'field__hint field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}
