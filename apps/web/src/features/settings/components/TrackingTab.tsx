import { useEffect, useRef } from 'react';
import { blankTrackingRow, MAX_TRACKING_COMPANIES, type TrackingRow } from '../trackingRows';
import type { TabProps } from './tabProps';

let rowsAdded = 0;

/**
 * Spec 001 §2's Tracking Companies: the carriers offered in a signing's "Sent via", each with the
 * address of its tracking page. Add a row (blank), fill it in, delete a row; Save keeps them.
 */
export function TrackingTab({ draft, errors, onChange }: TabProps) {
  const rows = draft.tracking;
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // The row to put the cursor in once the rows are drawn: the one added, or the one after a deleted one.
  const focusRow = useRef<string | null>(null);

  useEffect(() => {
    if (!focusRow.current) return;
    listRef.current?.querySelector<HTMLInputElement>(`[data-row="${focusRow.current}"] input`)?.focus();
    focusRow.current = null;
  }, [rows]);

  const update = (key: string, change: Partial<TrackingRow>) => onChange({ tracking: rows.map((row) => (row.key === key ? { ...row, ...change } : row)) });
  const add = () => {
    const row = blankTrackingRow(`new-${(rowsAdded += 1)}`);
    onChange({ tracking: [...rows, row] });
    focusRow.current = row.key;
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    onChange({ tracking: next });
    const after = next[index] ?? next[index - 1];
    if (after) focusRow.current = after.key;
    else addRef.current?.focus();
  };

  return (
    <>
      <p>
        The carriers you send signed documents back with, offered in each signing’s “Sent via”. In the signings list a tracking number then links to the
        carrier’s page: write <code>{'{TN}'}</code> in its address where the tracking number goes.
      </p>
      <div ref={listRef} className="tracking-rows" role="group" aria-label="Tracking companies">
        {rows.length > 0 && (
          <div className="tracking-rows__head" aria-hidden="true">
            <span>Name</span>
            <span>Tracking page address</span>
          </div>
        )}
        {rows.map((row, index) => {
          const number = index + 1;
          const nameError = errors[`tracking.${row.key}.Name`];
          const addressError = errors[`tracking.${row.key}.Address`];
          return (
            <div key={row.key} className="tracking-rows__row" data-row={row.key}>
              <input
                className="field__input"
                aria-label={`Carrier ${number} name`}
                placeholder="Name"
                maxLength={100}
                value={row.Name}
                aria-invalid={!!nameError || undefined}
                aria-describedby={nameError ? `${row.key}-name-problem` : undefined}
                onChange={(event) => update(row.key, { Name: event.target.value })}
              />
              <input
                className="field__input"
                aria-label={`Carrier ${number} tracking page address`}
                placeholder="https://…{TN}"
                inputMode="url"
                maxLength={600}
                value={row.Address}
                aria-invalid={!!addressError || undefined}
                aria-describedby={addressError ? `${row.key}-address-problem` : undefined}
                onChange={(event) => update(row.key, { Address: event.target.value })}
              />
              <button
                type="button"
                className="button button--secondary button--compact"
                aria-label={`Delete carrier ${number}${row.Name ? `: ${row.Name}` : ''}`}
                onClick={() => remove(index)}
              >
                Delete
              </button>
              {nameError && (
                <p id={`${row.key}-name-problem`} className="field__hint tracking-rows__problem">
                  {nameError}
                </p>
              )}
              {addressError && (
                <p id={`${row.key}-address-problem`} className="field__hint tracking-rows__problem">
                  {addressError}
                </p>
              )}
            </div>
          );
        })}
        {rows.length === 0 && <p className="settings-note">No carriers. Add the ones you use.</p>}
      </div>
      <p>
        <button ref={addRef} type="button" className="button button--secondary" disabled={rows.length >= MAX_TRACKING_COMPANIES} onClick={add}>
          Add a carrier
        </button>{' '}
        {rows.length >= MAX_TRACKING_COMPANIES && <span className="settings-note">{MAX_TRACKING_COMPANIES} carriers at most.</span>}
      </p>
      <p className="settings-note">A carrier you delete stays on the signings that named it, without a tracking link. Your changes are kept when you save.</p>
    </>
  );
}
