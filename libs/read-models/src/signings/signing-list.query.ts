import type { SortableColumn, StatusFilter } from '@notary/contracts';
import type { Filter, SortSpec } from '@notary/document-store';
import type { OwnerScope } from '../shared/owner-scope';
import { searchPattern } from '../shared/search';
import { SIGNINGS, type SigningDocument } from './signing.document';

export interface SigningPageRequest {
  PageNumber: number;
  PageSize: number;
  /** A year, 'All', or 'Custom' with StartDate and EndDate (inclusive local dates). */
  Year: number | 'All' | 'Custom';
  StartDate?: string | null;
  EndDate?: string | null;
  CustomerId?: string | null;
  Status?: StatusFilter;
  LoanTypes?: number[];
  Search?: string;
  SortBy?: SortableColumn;
  SortDirection?: 'asc' | 'desc';
  /** The notary's local date, for the days-past filters (defaults to the server's date). */
  Today?: string | null;
}

/**
 * Lists leave out storage fields, the search text and the confirmation calls (the edit dialog reads
 * a signing by id): the documents come back ready to answer.
 */
const LIST_PROJECTION = { _id: 0, _position: 0, SearchText: 0, CustomerSearchName: 0, ConfirmationHistory: 0 } as const;
const SIGNING_PROJECTION = { _id: 0, _position: 0, SearchText: 0, CustomerSearchName: 0 } as const;

export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function signingFilter(request: SigningPageRequest, today: string): Filter {
  const conditions: Filter[] = [];
  if (typeof request.Year === 'number') {
    conditions.push({ AppointmentDateTime: { $gte: `${request.Year}-01-01`, $lt: `${request.Year + 1}-01-01` } });
  } else if (request.Year === 'Custom') {
    const range: Record<string, string> = {};
    if (request.StartDate) range.$gte = request.StartDate;
    if (request.EndDate) range.$lt = nextDay(request.EndDate);
    if (Object.keys(range).length) conditions.push({ AppointmentDateTime: range });
  }
  if (request.CustomerId) conditions.push({ CustomerId: request.CustomerId });
  if (request.LoanTypes?.length) conditions.push({ LoanType: { $in: request.LoanTypes } });
  switch (request.Status ?? 'All') {
    case 'Paid':
      conditions.push({ PaymentStatus: 'paid' });
      break;
    case 'Unpaid':
      conditions.push({ PaymentStatus: 'unpaid' });
      break;
    case 'Unpaid30':
    case 'Unpaid45':
    case 'Unpaid60':
    case 'Unpaid90': {
      const days = Number(request.Status!.slice(6));
      conditions.push({ PaymentStatus: 'unpaid', InvoiceSent: { $ne: null, $lte: daysBefore(today, days) } });
      break;
    }
    case 'NoMileage':
      conditions.push({ HasMileage: false });
      break;
    case 'NoSignatures':
      conditions.push({ HasSignatures: false });
      break;
  }
  // Case and accents do not matter: "pena" finds "Peña".
  const pattern = searchPattern(request.Search);
  if (pattern) conditions.push({ $or: [{ SearchText: { $regex: pattern } }, { CustomerSearchName: { $regex: pattern } }] });
  return conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0] : { $and: conditions };
}

/** Default: AppointmentDateTime descending, then LastName (spec 000 §9). */
export function signingSort(request: Pick<SigningPageRequest, 'SortBy' | 'SortDirection'>): SortSpec {
  const by = request.SortBy ?? 'AppointmentDateTime';
  const direction = request.SortDirection === 'asc' ? 1 : -1;
  if (by === 'AppointmentDateTime') return { AppointmentDateTime: direction, LastName: 1 };
  return { [by]: request.SortDirection === 'desc' ? -1 : 1, AppointmentDateTime: -1 };
}

export async function signingPage(scope: OwnerScope, request: SigningPageRequest, today: string) {
  const filter = signingFilter(request, request.Today ?? today);
  const [Appointments, TotalCount] = await Promise.all([
    scope.find<SigningDocument>(SIGNINGS, filter, {
      sort: signingSort(request),
      skip: (request.PageNumber - 1) * request.PageSize,
      limit: request.PageSize,
      projection: LIST_PROJECTION,
    }),
    scope.count(SIGNINGS, filter),
  ]);
  return { Appointments, TotalCount, PageNumber: request.PageNumber, PageSize: request.PageSize };
}

/** The calendar's window: signings starting in [StartDate, EndDate], earliest first (page size 500). */
export async function signingsBetween(scope: OwnerScope, startDate: string, endDate: string, pageNumber: number, pageSize: number) {
  const Appointments = await scope.find<SigningDocument>(
    SIGNINGS,
    { AppointmentDateTime: { $gte: startDate, $lt: nextDay(endDate) } },
    { sort: { AppointmentDateTime: 1, LastName: 1 }, skip: (pageNumber - 1) * pageSize, limit: pageSize, projection: LIST_PROJECTION },
  );
  return { Appointments, PageNumber: pageNumber, PageSize: pageSize };
}

export function findSigning(scope: OwnerScope, id: string): Promise<SigningDocument | null> {
  return scope.findOne<SigningDocument>(SIGNINGS, { _id: id }, { projection: SIGNING_PROJECTION });
}

export function signingsByIds(scope: OwnerScope, ids: string[]): Promise<SigningDocument[]> {
  return scope.find<SigningDocument>(SIGNINGS, { _id: { $in: ids } }, { sort: { AppointmentDateTime: 1 }, projection: LIST_PROJECTION });
}

export function allSignings(scope: OwnerScope): Promise<SigningDocument[]> {
  return scope.find<SigningDocument>(SIGNINGS, {}, { sort: signingSort({}), projection: LIST_PROJECTION });
}

export function countSignings(scope: OwnerScope): Promise<number> {
  return scope.count(SIGNINGS);
}

/** How many signings name this customer (what deleting the customer would touch). */
export function countSigningsOfCustomer(scope: OwnerScope, customerId: string): Promise<number> {
  return scope.count(SIGNINGS, { CustomerId: customerId });
}

/** The first signing after the notary's local time `now` (YYYY-MM-DDTHH:mm). */
export function nextSigning(scope: OwnerScope, now: string): Promise<SigningDocument | null> {
  return scope.findOne<SigningDocument>(SIGNINGS, { AppointmentDateTime: { $gt: now } }, { sort: { AppointmentDateTime: 1, LastName: 1 } });
}
