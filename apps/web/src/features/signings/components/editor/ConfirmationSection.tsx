import type { ConfirmationEntry } from '@notary/contracts';
import { ConfirmationHistoryList } from '../ConfirmationHistoryList';

interface ConfirmationSectionProps {
  history: readonly ConfirmationEntry[];
  onRecordCall: () => void;
}

/** The calls with the signer (read-only here) and the way to record a new one. */
export function ConfirmationSection({ history, onRecordCall }: ConfirmationSectionProps) {
  return (
    <section className="form-section" aria-labelledby="signing-confirmation-title">
      <h3 id="signing-confirmation-title" className="form-section__title">
        Confirmation
      </h3>
      <ConfirmationHistoryList
        lines={history.map((entry) => ({ date: entry.ConfirmationDate, time: entry.ConfirmationTime, confirmed: entry.Confirmed, note: entry.Note }))}
      />
      <div>
        <button type="button" className="button button--secondary button--small" aria-haspopup="dialog" onClick={onRecordCall}>
          Record a confirmation call
        </button>
      </div>
    </section>
  );
}
