import type { Signing } from '@notary/contracts';
import { localDateTimeNow } from '../../../shared/format';
import { signingState } from '../confirmationRules';
import { signerName } from '../signingLinks';

export interface SigningRowHandlers {
  onEdit: (signing: Signing) => void;
  onDuplicate: (signing: Signing) => void;
  onDelete: (signing: Signing) => void;
  onConfirmation: (signing: Signing) => void;
  onTrackingWithoutCompany: () => void;
}

const nameOf = (signing: Signing) => signerName(signing) || 'this signer';

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The buttons at the end of a row (or a card): confirmation status, edit, duplicate, delete. */
export function RowActions({ signing, handlers, showConfirmation }: { signing: Signing; handlers: SigningRowHandlers; showConfirmation: boolean }) {
  const name = nameOf(signing);
  const state = signingState(signing, localDateTimeNow());
  return (
    <div className="row-actions">
      {showConfirmation && (
        <button
          type="button"
          className={`status-pill status-pill--button${state.tone === 'plain' ? '' : ` status-pill--${state.tone}`}`}
          aria-haspopup="dialog"
          aria-label={`Confirmation for ${name}: ${state.text.toLowerCase().replace(' · ', ', ')}`}
          onClick={() => handlers.onConfirmation(signing)}
        >
          {state.text}
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-haspopup="dialog"
        aria-label={`Edit signing for ${name}`}
        title="Edit"
        onClick={() => handlers.onEdit(signing)}
      >
        <Icon d="M4 14.5V16h1.5l8.6-8.6-1.5-1.5zM12.6 5.9l1.5-1.5 1.5 1.5-1.5 1.5" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-haspopup="dialog"
        aria-label={`Duplicate signing for ${name}`}
        title="Duplicate"
        onClick={() => handlers.onDuplicate(signing)}
      >
        <Icon d="M7 7h9v9H7zM4 13V4h9" />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-haspopup="dialog"
        aria-label={`Delete signing for ${name}`}
        title="Delete"
        onClick={() => handlers.onDelete(signing)}
      >
        <Icon d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
      </button>
    </div>
  );
}
