import type { AdminUserStatus } from '@notary/contracts';
import { ADMIN_STATUSES_NOT_YET_POSSIBLE } from '@notary/contracts/wire-values';

/** How a moment reads in the admin's own time zone: "Mar 3, 2026, 2:05 PM". */
export const momentInWords = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';

export const dayOnly = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A status's badge colour (see admin.css). */
export const STATUS_TONE: Record<AdminUserStatus, 'good' | 'info' | 'warn' | 'bad' | 'muted'> = {
  Active: 'good',
  'Beta User': 'info',
  Trial: 'info',
  'Trial Expired': 'warn',
  Cancelled: 'muted',
  Delinquent: 'bad',
};

export const STATUS_COLORS: Record<AdminUserStatus, string> = {
  Active: '#2e8b57',
  Cancelled: '#8a97a5',
  Delinquent: '#b42318',
  'Beta User': '#6b4fbb',
  Trial: '#1c5d8c',
  'Trial Expired': '#e0a526',
};

export const notYetPossible = (status: AdminUserStatus): boolean => ADMIN_STATUSES_NOT_YET_POSSIBLE.includes(status);

/** What the admin is told about the statuses subscriptions will bring. */
export const NOT_YET_POSSIBLE_NOTE =
  'Beta User is not given by anything yet: no event marks a user as a beta user. Active, Cancelled and Delinquent follow the paid subscriptions.';

/** A local day (YYYY-MM-DD from a date input) as the ISO moments the history filters by. */
export function dayStart(day: string): string | undefined {
  return day ? new Date(`${day}T00:00:00`).toISOString() : undefined;
}
export function dayEnd(day: string): string | undefined {
  if (!day) return undefined;
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}
