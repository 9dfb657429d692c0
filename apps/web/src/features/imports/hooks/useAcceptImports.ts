import { useCallback, useState } from 'react';
import type { RefusedImport } from '@notary/contracts';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { useAcceptImportsMutation } from '../api';
import { ACCEPT_BATCH_SIZE, batches } from '../importRules';

export interface AcceptOutcome {
  accepted: number;
  refused: RefusedImport[];
  /** Why accepting stopped before the end (a connection failure), if it did. */
  problem: string | null;
}

export interface AcceptProgress {
  done: number;
  total: number;
}

/**
 * Accepts rows a hundred at a time, so a long list shows how far it has got. Once the trial's
 * allowance refuses (a row refused in its words, or the request answered 402), the rows left are
 * reported refused with the same words rather than sent.
 */
export function useAcceptImports(rowOf: (id: string) => number) {
  const [accept] = useAcceptImportsMutation();
  const [progress, setProgress] = useState<AcceptProgress | null>(null);
  const [outcome, setOutcome] = useState<AcceptOutcome | null>(null);

  const run = useCallback(
    async (ids: readonly string[]) => {
      const result: AcceptOutcome = { accepted: 0, refused: [], problem: null };
      setOutcome(null);
      setProgress({ done: 0, total: ids.length });
      let done = 0;
      let stoppedBy: string | null = null;
      for (const batch of batches(ids, ACCEPT_BATCH_SIZE)) {
        if (stoppedBy) {
          result.refused.push(...batch.map((Id) => ({ Id, Row: rowOf(Id), Message: stoppedBy! })));
          continue;
        }
        try {
          const answer = await accept({ Ids: batch }).unwrap();
          result.accepted += answer.Accepted;
          result.refused.push(...answer.Refused);
          // The server stops at the trial's end and refuses the rest in its words ("Your Trial has Expired").
          const ended = answer.Refused.find((row) => / has Expired$/.test(row.Message));
          if (ended) stoppedBy = ended.Message;
        } catch (error) {
          if (isUnauthorized(error)) return;
          if (isApiError(error) && error.status === 402) {
            stoppedBy = error.Response;
            result.refused.push(...batch.map((Id) => ({ Id, Row: rowOf(Id), Message: error.Response })));
          } else {
            result.problem = messageOf(error);
            break;
          }
        }
        done += batch.length;
        setProgress({ done, total: ids.length });
      }
      setProgress(null);
      setOutcome(result);
    },
    [accept, rowOf],
  );

  return { run, progress, outcome, clear: () => setOutcome(null) };
}
