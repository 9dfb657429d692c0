import { z } from 'zod';
import { id, text } from './primitives';
import type { Report, ReportFigure, ReportTable } from './reports';

/** POST accountantapi/invite: the notary lets an accountant into their books, by e-mail address. */
export const AccountantInviteBody = z.object({ Email: text(254) });
export type AccountantInviteRequest = z.input<typeof AccountantInviteBody>;

/** POST accountantapi/revoke: the notary takes an accountant's access back. */
export const AccountantRevokeBody = z.object({ Id: id() });
export type AccountantRevokeRequest = z.input<typeof AccountantRevokeBody>;

/** POST accountantapi/accept: the accountant, signed in with the invited address, opens the e-mailed link. */
export const AccountantAcceptBody = z.object({ Token: text(200) });
export type AccountantAcceptRequest = z.input<typeof AccountantAcceptBody>;

/** What accepting answers: whose books the accountant can now read. */
export interface AccountantAcceptAnswer {
  Response: string;
  OwnerId: string;
  /** The notary, by name or company, else e-mail. */
  Notary: string;
  Position: number;
}

/**
 * Invited: the invitation's link has not been used yet (LinkSentAt says whether it left); Active:
 * the accountant opened it signed in with the invited address and can read the books; Revoked:
 * the notary took the access back.
 */
export type AccountantInvitationStatus = 'Invited' | 'Active' | 'Revoked';

/** One accountant on the notary's list. */
export interface AccountantInvitationItem {
  Id: string;
  Email: string;
  Status: AccountantInvitationStatus;
  InvitedAt: string;
  RevokedAt: string | null;
  /** When the latest acceptance link left (null: no e-mail has gone out yet). */
  LinkSentAt: string | null;
  AcceptedAt: string | null;
}

/** What an invitation or a revoke answers: the invitation, and the log position (read-your-writes). */
export interface AccountantInvitationAnswer extends AccountantInvitationItem {
  Position: number;
  Unchanged: boolean;
  /** Whether an e-mail with the link was queued by this call. */
  EmailQueued: boolean;
  /** Why it could not be (no mail server set up, say); the invitation is recorded all the same. */
  EmailProblem: string | null;
}

/** One notary whose books the signed-in accountant may read. */
export interface AccountantClientItem {
  OwnerId: string;
  Name: string;
  Company: string;
  Email: string;
  InvitedAt: string;
}

export const AccountantOwnerParam = id();
export const TaxYearParam = z.coerce.number().int().min(2000, 'must be a year from 2000').max(2100, 'must be a year up to 2100');

/**
 * GET accountantapi/taxyear/{ownerId}/{year}?AsOf=&Compare=now&Why=: the year's figures now, or as the
 * log stood at AsOf (a moment, ISO 8601 with a time zone), and with Compare=now both and the changes.
 */
export const TaxYearQuery = z.object({
  AsOf: z
    .string()
    .max(40)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: 'must be a moment (ISO 8601 with a time zone, such as 2027-04-15T17:00:00Z)',
    })
    .optional(),
  Compare: z.literal('now').optional(),
  Why: text(500).optional(),
});
export type TaxYearRequest = z.input<typeof TaxYearQuery>;

/** The rows behind the figures, compact: what an accountant checks line by line. */
export interface TaxYearSigningRow {
  Id: string;
  Date: string;
  Signer: string;
  Customer: string;
  WorkType: string;
  Fee: number;
  Paid: number;
  Miles: number;
  [field: string]: string | number;
}
export interface TaxYearExpenseRow {
  Id: string;
  Date: string;
  Payee: string;
  Category: string;
  Line: string;
  Amount: number;
  [field: string]: string | number;
}
export interface TaxYearTripRow {
  Id: string;
  Date: string;
  Details: string;
  Miles: number;
  [field: string]: string | number;
}
export interface TaxYearPaymentRow {
  Id: string;
  SigningId: string;
  PaidDate: string;
  Amount: number;
  [field: string]: string | number;
}

/** The tax year as the books said at one moment (AsOf null: now). */
export interface TaxYearBooks {
  AsOf: string | null;
  /** Signings dated in the year: what was billed and what of it is paid. */
  Income: { Billed: number; Paid: number; GrossReceipts: number };
  /** The tax report's headline figures (gross receipts, expenses, mileage, net profit, SE tax). */
  Figures: ReportFigure[];
  Totals: Record<string, number>;
  /** The Schedule C lines, as the tax report's first table. */
  ScheduleC: ReportTable;
  Notes: Report['Notes'];
  Signings: TaxYearSigningRow[];
  Expenses: TaxYearExpenseRow[];
  Trips: TaxYearTripRow[];
  Payments: TaxYearPaymentRow[];
}

export type TaxYearRowKind = 'Signing' | 'Expense' | 'Trip' | 'Payment';
export type TaxYearCellValue = string | number | boolean | null;

/** One row added, changed or removed between AsOf and now, with its fields before and after. */
export interface TaxYearChange {
  Kind: TaxYearRowKind;
  Id: string;
  Change: 'Added' | 'Changed' | 'Removed';
  Before: Record<string, TaxYearCellValue> | null;
  After: Record<string, TaxYearCellValue> | null;
  Fields: Array<{ Field: string; Before: TaxYearCellValue; After: TaxYearCellValue }>;
}

export interface TaxYearAnswer {
  OwnerId: string;
  Year: number;
  /** Whose books (the notary's name or company, else e-mail). */
  PreparedFor: string;
  /** The year as of AsOf (or now, without AsOf). */
  Books: TaxYearBooks;
  /** With Compare=now: the books now, and each row changed since AsOf. */
  Now?: TaxYearBooks;
  Changes?: TaxYearChange[];
}
