import { useId, useState } from 'react';
import { MAX_REASON, setAccessReason, useAccessReason } from '../accessReason';

/**
 * "Reason for looking": kept for the session and sent with every read of a notary's events, which
 * the notary then sees beside the read. It applies when the field is left (or Enter is pressed), so
 * a half-typed reason does not record a read per keystroke.
 */
export function ReasonField() {
  const reason = useAccessReason();
  // Keyed by the reason in force: applied on another page of the session, it shows here afresh.
  return <ReasonInput key={reason} reason={reason} />;
}

function ReasonInput({ reason }: { reason: string }) {
  const [typed, setTyped] = useState(reason);
  const id = useId();
  const apply = () => typed.trim() !== reason && setAccessReason(typed.trim());
  return (
    <div className="field support-reason">
      <label htmlFor={id} className="field__label">
        Reason for looking
      </label>
      <input
        id={id}
        className="field__input"
        value={typed}
        maxLength={MAX_REASON}
        placeholder="Ticket 4411: the fee on the invoice looks wrong"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <span id={`${id}-hint`} className="field__hint">
        The notary sees who opened their records, when, and this reason.
      </span>
    </div>
  );
}
