import { useId, useState, type FormEvent } from 'react';
import type { ExpenseTypeAnswer } from '@notary/contracts';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { Page } from '../../../shared/ui/Page';
import { useGetExpenseTypesQuery, useSaveExpenseTypesMutation } from '../api';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../../../styles/customers.css';
import '../expenses.css';

interface Row {
  Id: number;
  Description: string;
  ScheduleCLine: string;
  IsDeleted: boolean;
}

/**
 * /ExpenseTypes: every expense type with the Schedule C line it is deducted on. The standard ones
 * are fixed; the notary adds their own, choosing the line, and may rename, move or delete them.
 * The save sends only the types that changed.
 */
export default function ExpenseTypesPage() {
  const { data, error, refetch } = useGetExpenseTypesQuery();
  const [save, { isLoading: saving }] = useSaveExpenseTypesMutation();
  const [edits, setEdits] = useState<Record<number, Row>>({});
  const [added, setAdded] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saved, setSaved] = useState('');
  const formId = useId();

  const standard = (data?.ExpenseTypes ?? []).filter((type) => type.Readonly);
  const custom = (data?.ExpenseTypes ?? []).filter((type) => !type.Readonly && !type.IsDeleted);
  const changed = Object.values(edits).filter((row) => {
    const original = custom.find((type) => type.Id === row.Id);
    return original && (original.Description !== row.Description || original.ScheduleCLine !== row.ScheduleCLine || row.IsDeleted);
  });
  const pending = [...changed, ...added.filter((row) => row.Description.trim())];
  const rowOf = (type: ExpenseTypeAnswer): Row =>
    edits[type.Id] ?? { Id: type.Id, Description: type.Description, ScheduleCLine: type.ScheduleCLine, IsDeleted: false };
  const edit = (type: ExpenseTypeAnswer, changes: Partial<Row>) => setEdits((now) => ({ ...now, [type.Id]: { ...rowOf(type), ...changes } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending.length || saving) return;
    setProblem(null);
    setSaved('');
    try {
      // The rows sent are numbered in this order; the server's messages name them by that number.
      await save({ ExpenseTypes: pending.map((row) => ({ ...row, Id: row.Id > 0 ? row.Id : 0 })) }).unwrap();
      setEdits({});
      setAdded([]);
      setErrors({});
      setSaved('Expense types saved.');
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      const byRow = isApiError(failure) ? (failure.Errors ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(byRow).map(([key, message]) => [pendingKey(pending, key), message])));
      setProblem({ title: 'Settings save failed', message: messageOf(failure) });
    }
  };

  const lineOptions = (data?.Lines ?? []).map((line) => (
    <option key={line.Line} value={line.Line}>
      Line {line.Line}: {line.Title}
      {line.DeductiblePercent < 100 ? ` (${line.DeductiblePercent}% deductible)` : ''}
    </option>
  ));

  return (
    <Page title="Expense Types" help="expenseTypes">
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load expense types</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      <p className="list-toolbar__intro">Each type is deducted on a line of Schedule C (Form 1040). Reports add up your expenses by line.</p>
      <form id={formId} className="card expense-types" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert problem={problem} />
        <h2>Your own types</h2>
        {custom.length === 0 && added.length === 0 && (
          <p className="expenses-table__none">None yet. Add a type for something the standard list does not have.</p>
        )}
        {(custom.length > 0 || added.length > 0) && (
          <table className="data-table expense-types__table">
            <caption className="visually-hidden">Your own expense types</caption>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Schedule C line</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {custom.map((type) => {
                const row = rowOf(type);
                const key = `custom-${type.Id}`;
                return (
                  <tr key={type.Id} data-deleted={row.IsDeleted || undefined}>
                    <td>
                      <input
                        className="field__input"
                        aria-label={`Description of ${type.Description}`}
                        aria-invalid={!!errors[key] || undefined}
                        value={row.Description}
                        disabled={row.IsDeleted}
                        onChange={(event) => edit(type, { Description: event.target.value })}
                      />
                      {errors[key] && <p className="field__hint">{errors[key]}</p>}
                    </td>
                    <td>
                      <select
                        className="field__input"
                        aria-label={`Schedule C line of ${type.Description}`}
                        value={row.ScheduleCLine}
                        disabled={row.IsDeleted}
                        onChange={(event) => edit(type, { ScheduleCLine: event.target.value })}
                      >
                        {lineOptions}
                      </select>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--compact button--danger-text"
                        onClick={() => edit(type, { IsDeleted: !row.IsDeleted })}
                      >
                        {row.IsDeleted ? 'Keep' : 'Delete'}
                        <span className="visually-hidden"> {type.Description}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
              {added.map((row, index) => {
                const key = `added-${index}`;
                return (
                  <tr key={key}>
                    <td>
                      <input
                        className="field__input"
                        aria-label="Description of the new type"
                        aria-invalid={!!errors[key] || undefined}
                        placeholder="Fingerprinting, courier…"
                        value={row.Description}
                        onChange={(event) => setAdded((now) => now.map((r, i) => (i === index ? { ...r, Description: event.target.value } : r)))}
                      />
                      {errors[key] && <p className="field__hint">{errors[key]}</p>}
                    </td>
                    <td>
                      <select
                        className="field__input"
                        aria-label="Schedule C line of the new type"
                        value={row.ScheduleCLine}
                        onChange={(event) => setAdded((now) => now.map((r, i) => (i === index ? { ...r, ScheduleCLine: event.target.value } : r)))}
                      >
                        {lineOptions}
                      </select>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--compact"
                        onClick={() => setAdded((now) => now.filter((_, i) => i !== index))}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <div className="expense-types__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAdded((now) => [...now, { Id: 0, Description: '', ScheduleCLine: '27a', IsDeleted: false }])}
          >
            Add a type
          </button>
          <button type="submit" className="button button--primary" disabled={!pending.length || saving}>
            Save
          </button>
          <span role="status" className="expense-types__saved">
            {saved}
          </span>
        </div>
      </form>

      <section className="card expense-types" aria-labelledby={`${formId}-standard`}>
        <h2 id={`${formId}-standard`}>Standard types</h2>
        <table className="data-table expense-types__table">
          <caption className="visually-hidden">Standard expense types and their Schedule C lines</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Schedule C line</th>
            </tr>
          </thead>
          <tbody>
            {standard.map((type) => (
              <tr key={type.Id}>
                <td>{type.Description}</td>
                <td>
                  Line {type.ScheduleCLine}: {type.ScheduleCLineTitle}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Page>
  );
}

/** The server names a row "ExpenseTypes[n]" by its place in what was sent; the page names it by what it is. */
function pendingKey(pending: Row[], key: string): string {
  const index = Number(/^ExpenseTypes\[(\d+)\]/.exec(key)?.[1] ?? -1);
  const row = pending[index];
  if (!row) return key;
  return row.Id > 0 ? `custom-${row.Id}` : `added-${pending.filter((r) => r.Id <= 0).indexOf(row)}`;
}
