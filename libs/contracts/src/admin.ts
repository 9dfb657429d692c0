import { z } from 'zod';
import type { Role } from './accounts';
import { id, text } from './primitives';
import { ADMIN_USER_SORTS, ADMIN_USER_STATUSES, type AdminUserSort, type AdminUserStatus } from './wire-values';

export type { AdminUserSort, AdminUserStatus };

/** A query-string number: '2' arrives as text. */
const whole = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * GET adminapi/getusers/ (spec 000 §7, §2 "status filter, text search, sort, counts"): a page of
 * users. Search matches the name or the e-mail, whatever the case and the accents.
 */
export const AdminUsersQuery = z.object({
  PageNumber: whole(1, 100_000, 1),
  PageSize: whole(1, 200, 25),
  Search: text(100).default(''),
  Status: z.enum(['All', ...ADMIN_USER_STATUSES]).default('All'),
  Sort: z.enum(ADMIN_USER_SORTS).default('SignedUp'),
  Direction: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersRequest = z.input<typeof AdminUsersQuery>;

/** One user as the admins' list shows it (spec 000 §3's admin user, with the counts). */
export interface AdminUser {
  Id: string;
  /** The business profile's name; the e-mail address until the notary gives one. */
  Name: string;
  Email: string;
  Status: AdminUserStatus;
  Roles: Role[];
  /** Signings on the books now (a deleted one no longer counts). */
  SigningCount: number;
  ExpenseCount: number;
  /** The last time the user signed in or changed their records (ISO 8601). */
  LastActivity: string;
  /** When the account was registered (ISO 8601). */
  SignedUp: string;
}

export interface AdminUsersPage {
  Users: AdminUser[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
}

/** GET adminapi/dashboard: the admins' counts, from the same read model as the list. */
export interface AdminDashboard {
  Totals: {
    Users: number;
    Signings: number;
    Expenses: number;
    /** Users who signed in or changed their records in the last 30 days. */
    ActiveLast30Days: number;
    /** Accounts registered in the last 7 days. */
    SignedUpLast7Days: number;
  };
  /** Every status of spec 000, in its order, with how many users hold it (0 included). */
  UsersByStatus: Array<{ Status: AdminUserStatus; Count: number }>;
  /** The last 26 weeks, oldest first; a week starts on Monday (UTC). */
  SignupsByWeek: Array<{ WeekStart: string; Count: number }>;
}

/** A moment: a full ISO 8601 time, or a date (YYYY-MM-DD, the whole day in UTC). */
const moment = () =>
  z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'must be a date or an ISO 8601 time')
    .optional()
    .transform((value) => value || null);

/** A list of event types: repeated (Type=A&Type=B) or comma-separated (Type=A,B). */
const eventTypes = () =>
  z
    .union([text(2000), z.array(text(100)).max(100)])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : [value ?? ''])
        .flatMap((part) => part.split(','))
        .map((type) => type.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Za-z]{1,80}$/, 'must be an event type')).max(100));

/**
 * GET adminapi/history/{userId}: a page of the user's history in log order, after FromPosition
 * (exclusive; the previous page's NextPosition). Type filters by event type; From and To by the
 * time the event was recorded (To, when a date, includes that whole day). Why, the reason for
 * looking, is read by the audit (query Why or header X-Access-Reason).
 */
export const AdminHistoryQuery = z.object({
  FromPosition: z.coerce.number().int().min(0).default(0),
  PageSize: whole(1, 500, 50),
  Type: eventTypes(),
  From: moment(),
  To: moment(),
});
export type AdminHistoryRequest = z.input<typeof AdminHistoryQuery>;

export const AdminUserIdParam = id();

/** One event of a user's history. */
export interface HistoryItem {
  Position: number;
  StreamId: string;
  Revision: number;
  Type: string;
  /** When the store recorded it (ISO 8601). */
  Time: string;
  ActorId: string;
  /** The actor's e-mail when the actor is a user ('system' and scripts have none). */
  ActorEmail: string | null;
  CorrelationId: string;
  CausationId: string;
  CommandId: string;
  /** When the domain says it happened (ISO 8601). */
  OccurredAt: string;
  SchemaVersion: number;
  Data: unknown;
  /** What the event did, in words: "Scheduled a signing with Maria Peña on 3 March 2026 at 2:00 PM". */
  Summary: string;
}

export interface HistoryPage {
  UserId: string;
  Email: string;
  Items: HistoryItem[];
  /** Pass as FromPosition for the next page; null when the history (within To) has no more. */
  NextPosition: number | null;
  /** Every event type of the catalogue, for the type filter. */
  EventTypes: string[];
}
