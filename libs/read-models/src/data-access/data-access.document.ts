import type { OperatorRole } from '@notary/events';

/** One operator's read of a notary's data, as the notary's "who looked at my data" list shows it. */
export interface DataAccessDocument {
  _id: string;
  OwnerId: string;
  OperatorId: string;
  OperatorEmail: string;
  Role: OperatorRole;
  What: string;
  Why: string | null;
  ReadAt: string;
  [key: string]: unknown;
}

export const DATA_ACCESS = 'data_access';
