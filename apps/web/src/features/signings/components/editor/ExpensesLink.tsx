import { Link } from 'react-router-dom';

/**
 * The way from a signing to its invoice, and to what was spent for it (parking, a courier): the
 * expenses page, showing this signing's expenses and adding new ones to it. Leaving closes the
 * dialog, so it waits until what was typed is saved or cancelled.
 */
export function ExpensesLink({ signingId, unsaved, onLeave }: { signingId: string; unsaved: boolean; onLeave: () => void }) {
  return (
    <section className="form-section" aria-labelledby="signing-expenses-title">
      <h3 id="signing-expenses-title" className="form-section__title">
        Invoice and expenses
      </h3>
      {unsaved ? (
        <p className="check-field__hint">Save or cancel your changes to open this signing’s invoice or expenses.</p>
      ) : (
        <p className="signing-links">
          <Link to={`/Invoice?signing=${encodeURIComponent(signingId)}`} onClick={onLeave}>
            Invoice
          </Link>
          <Link to={`/Expense?signing=${encodeURIComponent(signingId)}`} onClick={onLeave}>
            Expenses of this signing
          </Link>
        </p>
      )}
    </section>
  );
}
