import { useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { MenuDialogProps } from '../../../app/feature';
import { messageOf } from '../../../app/apiError';
import { HelpButton } from '../../../app/help/HelpButton';
import { Dialog } from '../../../shared/dialog/Dialog';
import { localToday } from '../../../shared/format';
import { useGetRescissionDateQuery } from '../api';
import { reasoningLine, startDateOf } from '../rescissionRules';
import '../tools.css';

/**
 * Spec 001 §2's Rescission Calendar: pick the signing date, read the last day to rescind (month/
 * day/year), each day after the signing counted or skipped and why, and the rule applied.
 */
export default function RescissionDialog({ onClose }: MenuDialogProps) {
  const dateId = useId();
  const resultId = useId();
  const [signed, setSigned] = useState(localToday);
  const startDate = startDateOf(signed);
  const { data: answer, error, isFetching } = useGetRescissionDateQuery(startDate ?? skipToken);
  // The answer of the date now chosen; while another loads, nothing older is shown as if it were it.
  const current = answer && startDate && answer.StartDate === startDate ? answer : null;

  return (
    <Dialog title="Rescission Calendar" onClose={onClose} footer={{ action: { label: 'Close', onClick: onClose }, focus: 'action' }}>
      <div className="rescission">
        <p className="rescission__intro">
          The last day a borrower may cancel a refinance or home-equity loan. <HelpButton topic="rescission" />
        </p>
        <div className="field">
          <label className="field__label" htmlFor={dateId}>
            Signing date
          </label>
          <input
            id={dateId}
            className="field__input rescission__date"
            type="date"
            value={signed}
            aria-describedby={resultId}
            data-autofocus
            onChange={(event) => setSigned(event.target.value)}
          />
        </div>
        <section id={resultId} className="rescission__result" aria-live="polite" aria-busy={isFetching || undefined} aria-label="Rescission date">
          {!startDate && <p className="field__hint">Choose the day the loan was signed.</p>}
          {startDate && error && !isFetching && <p role="alert">{messageOf(error)}</p>}
          {current && (
            <>
              <p className="rescission__deadline">
                <span className="rescission__label">Rescission date</span>
                <strong className="rescission__date-value">{current.RescissionDate}</strong>
                <span className="rescission__weekday">{current.RescissionWeekday}, until midnight</span>
              </p>
              <h3 className="rescission__heading">How it is counted from {current.StartDate}</h3>
              <ul className="rescission__days">
                {current.Days.map((day) => (
                  <li key={day.Date} className={day.Counted ? 'rescission__day' : 'rescission__day rescission__day--skipped'}>
                    {reasoningLine(day)}
                  </li>
                ))}
              </ul>
              <p className="rescission__rule">{current.Rule}</p>
            </>
          )}
        </section>
      </div>
    </Dialog>
  );
}
