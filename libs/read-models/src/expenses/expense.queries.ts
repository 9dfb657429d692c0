import type { Filter, SortSpec } from '@notary/document-store';
import { expenseTypeOf, expenseTypesOf, fromCents } from '@notary/domain';
import type { CustomExpenseType } from '@notary/events';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import type { OwnerScope } from '../shared/owner-scope';
import { searchPattern } from '../shared/search';
import {
  EXPENSE_ORPHANS,
  EXPENSE_PAYEES,
  EXPENSE_RECEIPTS,
  EXPENSE_SUMMARIES,
  EXPENSES,
  type ExpenseBucket,
  type ExpenseDocument,
  type OrphanedExpense,
  type PayeeDocument,
  type ReceiptReference,
} from './expense.document';

export interface ExpenseListRequest {
  PageNumber: number;
  PageSize: number;
  /** A year, or null for every year. */
  Year: number | null;
  /** -2 every type, -1 Other (none chosen), else the type's id. */
  CategoryKey: number;
  Payee: string;
  Search: string;
  Sort: 'Date' | 'Payee' | 'Amount' | 'CategoryName';
  Descending: boolean;
}

const LIST_PROJECTION = { _id: 0, _position: 0, SearchText: 0, PayeeKey: 0 } as const;

function expenseFilter(request: Omit<ExpenseListRequest, 'PageNumber' | 'PageSize' | 'Sort' | 'Descending'>): Filter {
  const filter: Filter = {};
  if (request.Year !== null) filter.Year = request.Year;
  if (request.CategoryKey !== -2) filter.CategoryKey = request.CategoryKey;
  if (request.Payee.trim()) filter.PayeeKey = request.Payee.trim().toLowerCase();
  const pattern = searchPattern(request.Search);
  if (pattern) filter.SearchText = { $regex: pattern };
  return filter;
}

/** Newest first by default (spec 001 §9); any other order keeps the newest first among ties. */
function expenseSort(request: Pick<ExpenseListRequest, 'Sort' | 'Descending'>): SortSpec {
  const direction = request.Descending ? -1 : 1;
  if (request.Sort === 'Date') return { Date: direction, CreatedAt: direction };
  const field = request.Sort === 'Payee' ? 'PayeeKey' : request.Sort;
  return { [field]: direction, Date: -1 };
}

/**
 * A page of expenses, the count and the sum of all that match. Without a payee or a search the sum
 * comes from the yearly buckets (a few dozen small documents), not from adding up thousands.
 */
export async function expensePage(scope: OwnerScope, request: ExpenseListRequest) {
  const filter = expenseFilter(request);
  const page = scope.find<ExpenseDocument>(EXPENSES, filter, {
    sort: expenseSort(request),
    skip: (request.PageNumber - 1) * request.PageSize,
    limit: request.PageSize,
    projection: LIST_PROJECTION,
  });
  // A payee or a search narrows to documents the buckets cannot tell apart: one pass over the
  // matches counts and sums them together.
  const narrowed = Boolean(request.Payee.trim() || request.Search.trim());
  const [Expenses, totals] = await Promise.all([
    page,
    narrowed
      ? countAndSum(scope, filter)
      : Promise.all([scope.count(EXPENSES, filter), sumOfBuckets(scope, request.Year, request.CategoryKey)]).then(([count, cents]) => ({ count, cents })),
  ]);
  return { Expenses, TotalCount: totals.count, TotalCents: totals.cents };
}

async function countAndSum(scope: OwnerScope, filter: Filter): Promise<{ count: number; cents: number }> {
  const [total] = await scope.aggregate<{ count: number; cents: number }>(EXPENSES, [
    { $match: filter },
    { $group: { _id: null, count: { $sum: 1 }, cents: { $sum: { $multiply: ['$Amount', 100] } } } },
  ]);
  return { count: total?.count ?? 0, cents: Math.round(total?.cents ?? 0) };
}

async function sumOfBuckets(scope: OwnerScope, year: number | null, categoryKey: number): Promise<number> {
  const filter: Filter = {};
  if (year !== null) filter.Year = year;
  if (categoryKey !== -2) filter.CategoryKey = categoryKey;
  const buckets = await scope.find<ExpenseBucket>(EXPENSE_SUMMARIES, filter, { projection: { TotalCents: 1 } });
  return buckets.reduce((sum, bucket) => sum + bucket.TotalCents, 0);
}

/**
 * A year's expenses by type, largest first (the dashboard's half-pie and the analytics pages), from
 * its expense buckets; a type's name is the notary's own when it is theirs.
 */
export function expensesByType(year: number, buckets: readonly ExpenseBucket[], customTypes: readonly CustomExpenseType[] | undefined) {
  const byType = new Map<number, number>();
  for (const bucket of buckets) byType.set(bucket.CategoryKey, (byType.get(bucket.CategoryKey) ?? 0) + bucket.TotalCents);
  const types = expenseTypesOf(customTypes);
  const Totals = [...byType]
    .filter(([, cents]) => cents !== 0)
    .map(([key, cents]) => ({ Title: expenseTypeOf(types, key).Description, TotalAmount: fromCents(cents) }))
    .sort((a, b) => b.TotalAmount - a.TotalAmount || a.Title.localeCompare(b.Title));
  const total = [...byType.values()].reduce((sum, cents) => sum + cents, 0);
  return { Year: year, Totals, TotalAmount: fromCents(total) };
}

/** A year's expense buckets (per type and month), for the dashboard and the reports. */
export function expenseBuckets(scope: OwnerScope, year: number): Promise<ExpenseBucket[]> {
  return scope.find<ExpenseBucket>(EXPENSE_SUMMARIES, { Year: year, Count: { $gt: 0 } });
}

export function findExpense(scope: OwnerScope, id: string): Promise<ExpenseDocument | null> {
  return scope.findOne<ExpenseDocument>(EXPENSES, { _id: id }, { projection: LIST_PROJECTION });
}

/** A signing's expenses, oldest first. */
export function expensesOfSigning(scope: OwnerScope, signingId: string): Promise<ExpenseDocument[]> {
  return scope.find<ExpenseDocument>(EXPENSES, { AppointmentId: signingId }, { sort: { Date: 1, CreatedAt: 1 }, projection: LIST_PROJECTION });
}

/** The payees used before, most used first (autocomplete). */
export async function payeesUsed(scope: OwnerScope, limit = 500): Promise<string[]> {
  const payees = await scope.find<PayeeDocument>(EXPENSE_PAYEES, { Count: { $gt: 0 } }, { sort: { Count: -1, Payee: 1 }, limit });
  return payees.map((payee) => payee.Payee);
}

/** Every expense of a notary (the data download). */
export function allExpenses(scope: OwnerScope): Promise<ExpenseDocument[]> {
  return scope.find<ExpenseDocument>(EXPENSES, {}, { sort: { Date: -1, CreatedAt: -1 }, projection: LIST_PROJECTION });
}

/** Operator-side (not a notary's request): the expenses whose signing was deleted, of one owner or all. */
export async function orphanedExpenses(
  catalog: ReadModelCatalog,
  ownerId?: string,
  limit = 500,
): Promise<Array<{ Id: string; OwnerId: string; AppointmentId: string }>> {
  const orphans = await catalog.collection<OrphanedExpense>(EXPENSE_ORPHANS).find(ownerId ? { OwnerId: ownerId } : {}, { limit });
  return orphans.map((orphan) => ({ Id: orphan._id, OwnerId: orphan.OwnerId, AppointmentId: orphan.AppointmentId }));
}

/** Operator-side: whether any live expense, of any owner, still names a receipt's bytes. */
export async function receiptInUse(catalog: ReadModelCatalog, hash: string): Promise<boolean> {
  const reference = await catalog.collection<ReceiptReference>(EXPENSE_RECEIPTS).findOne({ _id: hash });
  return (reference?.Count ?? 0) > 0;
}
