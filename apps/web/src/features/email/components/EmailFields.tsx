import { useId, useRef, useState, type ReactNode } from 'react';
import type { EmailTokenList } from '@notary/contracts';
import { insertToken, type TemplateDraft, type TokenField } from '../emailForm';
import { TokenList } from './TokenList';

type Fields = Pick<TemplateDraft, TokenField>;

export interface EmailFieldsProps {
  draft: Fields;
  errors: Record<string, string>;
  tokens: EmailTokenList | undefined;
  onChange: (changes: Partial<Fields>) => void;
  /** What sits above the fields in the same column (the template's name, the template picker). */
  children?: ReactNode;
}

const LISTS: Array<{ field: 'EmailTo' | 'EmailCC' | 'EmailBCC'; label: string }> = [
  { field: 'EmailTo', label: 'To' },
  { field: 'EmailCC', label: 'CC' },
  { field: 'EmailBCC', label: 'BCC' },
];

/**
 * To, CC, BCC, subject and body of an e-mail or template, with the token insert list beside them
 * (below on a phone). The list follows the field the notary was last in.
 */
export function EmailFields({ draft, errors, tokens, onChange, children }: EmailFieldsProps) {
  const id = useId();
  const inputs = useRef<Partial<Record<TokenField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [field, setField] = useState<TokenField>('EmailBody');

  const insert = (token: string) => {
    const element = inputs.current[field];
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertToken(value, start, end, token, field);
    onChange({ [field]: next.value });
    // After React has written the new value: the cursor goes just past the token.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const hint = (name: TokenField) => (errors[name] ? `${id}-${name}-hint` : undefined);
  return (
    <div className="email-fields">
      <div className="email-fields__form">
        {children}
        {LISTS.map(({ field: name, label }) => (
          <div className="field" key={name}>
            <label className="field__label" htmlFor={`${id}-${name}`}>
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              ref={(element) => void (inputs.current[name] = element)}
              className="field__input"
              autoComplete="off"
              spellCheck={false}
              placeholder={name === 'EmailTo' ? 'name@example.com, [PrimaryContact]' : undefined}
              aria-invalid={!!errors[name] || undefined}
              aria-describedby={hint(name)}
              value={draft[name]}
              onFocus={() => setField(name)}
              onChange={(event) => onChange({ [name]: event.target.value })}
            />
            {errors[name] && (
              <p id={hint(name)} className="field__hint field__hint--error">
                {errors[name]}
              </p>
            )}
          </div>
        ))}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-subject`}>
            Subject
          </label>
          <input
            id={`${id}-subject`}
            ref={(element) => void (inputs.current.EmailSubject = element)}
            className="field__input"
            aria-invalid={!!errors.EmailSubject || undefined}
            aria-describedby={hint('EmailSubject')}
            maxLength={300}
            value={draft.EmailSubject}
            onFocus={() => setField('EmailSubject')}
            onChange={(event) => onChange({ EmailSubject: event.target.value })}
          />
          {errors.EmailSubject && (
            <p id={hint('EmailSubject')} className="field__hint field__hint--error">
              {errors.EmailSubject}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-body`}>
            Body
          </label>
          <textarea
            id={`${id}-body`}
            ref={(element) => void (inputs.current.EmailBody = element)}
            className="field__input email-fields__body"
            rows={12}
            aria-invalid={!!errors.EmailBody || undefined}
            aria-describedby={hint('EmailBody')}
            value={draft.EmailBody}
            onFocus={() => setField('EmailBody')}
            onChange={(event) => onChange({ EmailBody: event.target.value })}
          />
          {errors.EmailBody && (
            <p id={hint('EmailBody')} className="field__hint field__hint--error">
              {errors.EmailBody}
            </p>
          )}
        </div>
      </div>
      <TokenList tokens={tokens} field={field} onInsert={insert} />
    </div>
  );
}
