import { useId } from 'react';
import type { EmailTokenList } from '@notary/contracts';
import { FIELD_LABELS, isAddressField, type TokenField } from '../emailForm';

export interface TokenListProps {
  tokens: EmailTokenList | undefined;
  /** The field the tokens go into: the one the notary was last in. */
  field: TokenField;
  onInsert: (token: string) => void;
}

/**
 * Spec 001 §9's tokens for the field last used: address tokens for To, CC and BCC, the others for
 * the subject and the body. A click inserts at the cursor; pressing the button keeps the field's
 * focus (and its cursor) where it was.
 */
export function TokenList({ tokens, field, onInsert }: TokenListProps) {
  const list = isAddressField(field) ? tokens?.AddressTokens : tokens?.TextTokens;
  const headingId = useId();
  return (
    <section className="token-list" aria-labelledby={headingId}>
      <h3 id={headingId} className="token-list__heading">
        Insert into {FIELD_LABELS[field]}
      </h3>
      <p className="token-list__how">A token is put where the cursor is, and filled in when the e-mail is sent.</p>
      {!list && <p className="token-list__hint">Loading the tokens…</p>}
      <ul className="token-list__items">
        {(list ?? []).map(({ Token, Description }) => (
          <li key={Token}>
            <button
              type="button"
              className="token-list__token"
              title={Description}
              aria-label={`Insert ${Token}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(Token)}
            >
              {Token}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
