import { z } from 'zod';

/** GET /api/accountapi/dataaccess?PageNumber&PageSize: who looked at my data (query values arrive as text). */
export const DataAccessPageQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export type OperatorRoleName = 'admin' | 'support' | 'accountant';

/** One operator's read of the notary's data. */
export interface DataAccessItem {
  Id: string;
  OperatorEmail: string;
  Role: OperatorRoleName;
  What: string;
  Why: string | null;
  ReadAt: string;
}

export interface DataAccessPage {
  Items: DataAccessItem[];
  Total: number;
  PageNumber: number;
  PageSize: number;
}
