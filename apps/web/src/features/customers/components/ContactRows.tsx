import { useEffect, useRef } from 'react';
import { TextField } from '../../../shared/ui/TextField';
import { blankContact, CONTACT_FIELDS, type ContactDraft, type ContactField } from '../customerForm';

export interface ContactRowsProps {
  contacts: ContactDraft[];
  onChange: (contacts: ContactDraft[]) => void;
}

/** The customer's contacts: one group of fields per person, added and removed in place. */
export function ContactRows({ contacts, onChange }: ContactRowsProps) {
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusNewRow = useRef(false);

  // A new row takes the focus on its first field, so the notary can type straight away.
  useEffect(() => {
    if (!focusNewRow.current) return;
    focusNewRow.current = false;
    listRef.current?.querySelector<HTMLElement>('li:last-child input')?.focus();
  }, [contacts.length]);

  const update = (key: string, field: ContactField, value: string) =>
    onChange(contacts.map((contact) => (contact.key === key ? { ...contact, [field]: value } : contact)));

  const add = () => {
    focusNewRow.current = true;
    onChange([...contacts, blankContact()]);
  };

  const remove = (key: string) => {
    onChange(contacts.filter((contact) => contact.key !== key));
    addButtonRef.current?.focus();
  };

  return (
    <fieldset className="contacts">
      <legend className="contacts__legend">Contacts</legend>
      {contacts.length === 0 && <p className="empty-state">No contacts yet.</p>}
      <ol ref={listRef} className="contacts__list">
        {contacts.map((contact, index) => (
          <li key={contact.key}>
            <fieldset className="contact-row">
              <legend className="contact-row__legend">Contact {index + 1}</legend>
              <div className="contact-row__fields">
                {CONTACT_FIELDS.map(({ field, label, type }) => (
                  <TextField
                    key={field}
                    className={`contact-row__${field}`}
                    label={label}
                    type={type}
                    // The notary's own details must not be autofilled into a customer's contact.
                    autoComplete="off"
                    value={contact[field]}
                    maxLength={field === 'Email' ? 254 : field === 'Name' ? 150 : 30}
                    onChange={(event) => update(contact.key, field, event.target.value)}
                  />
                ))}
              </div>
              <button
                type="button"
                className="button button--secondary button--compact button--danger-text contact-row__remove"
                aria-label={`Remove contact ${index + 1}`}
                onClick={() => remove(contact.key)}
              >
                Remove
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button ref={addButtonRef} type="button" className="button button--secondary button--compact" onClick={add}>
        Add contact
      </button>
    </fieldset>
  );
}
