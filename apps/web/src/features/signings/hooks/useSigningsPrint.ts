import { useState } from 'react';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { usePrepareSigningsPrintMutation } from '../api';
import { formatUsDate, localToday } from '../../../shared/format';
import { printSheetHtml } from '../printSheet';

export const PRINT_NEEDS_SELECTION = 'Please select the signings you want to print. Select the checkbox(es) to the left of the desired signing(s)';

/**
 * Print: asks the server for the chosen signings (prepareprint), writes a print-friendly page into
 * a new window and opens the browser's print dialog there.
 */
export function useSigningsPrint() {
  const dispatch = useAppDispatch();
  const [prepare] = usePrepareSigningsPrintMutation();
  const [printing, setPrinting] = useState(false);

  const print = async (signingIds: string[]) => {
    if (!signingIds.length) {
      dispatch(messageShown({ text: PRINT_NEEDS_SELECTION }));
      return;
    }
    // Opened now, while the click is still going on, so pop-up blockers let it through.
    const sheet = window.open('', '_blank');
    if (!sheet) {
      dispatch(messageShown({ title: 'Print', text: 'Your browser blocked the print window. Allow pop-ups for this site, then try again.' }));
      return;
    }
    sheet.document.title = 'Preparing signings to print…';
    sheet.document.body.textContent = 'Preparing signings to print…';
    setPrinting(true);
    try {
      const { Appointments } = await prepare(signingIds).unwrap();
      sheet.document.open();
      sheet.document.write(printSheetHtml(Appointments, formatUsDate(localToday())));
      sheet.document.close();
      sheet.focus();
      sheet.print();
    } catch (error) {
      sheet.close();
      if (!isUnauthorized(error)) dispatch(messageShown({ title: 'Unable to print signings', text: messageOf(error) }));
    } finally {
      setPrinting(false);
    }
  };

  return { print, printing };
}
