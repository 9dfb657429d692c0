import type { Contact } from '@notary/events';
import type { OwnerScope } from '../shared/owner-scope';
import { searchPattern } from '../shared/search';
import { CUSTOMERS, type CustomerDocument } from './customer.document';

export interface CustomerPageRequest {
  PageNumber: number;
  PageSize: number;
  Search?: string;
  IncludeInactive?: boolean;
}

/** Customers by name ascending (spec 001 §9), 100 to a page. */
export async function customerPage(scope: OwnerScope, request: CustomerPageRequest) {
  const filter: Record<string, unknown> = {};
  if (!request.IncludeInactive) filter.Inactive = false;
  // Name, address and contacts; case and accents do not matter.
  const pattern = searchPattern(request.Search);
  if (pattern) filter.SearchText = { $regex: pattern };
  const [Customers, TotalCount] = await Promise.all([
    scope.find<CustomerDocument>(CUSTOMERS, filter, { sort: { SortName: 1 }, skip: (request.PageNumber - 1) * request.PageSize, limit: request.PageSize }),
    scope.count(CUSTOMERS, filter),
  ]);
  return { Customers, TotalCount, PageNumber: request.PageNumber, PageSize: request.PageSize };
}

export function allCustomers(scope: OwnerScope): Promise<CustomerDocument[]> {
  return scope.find<CustomerDocument>(CUSTOMERS, {}, { sort: { SortName: 1 } });
}

export function findCustomer(scope: OwnerScope, id: string): Promise<CustomerDocument | null> {
  return scope.findOne<CustomerDocument>(CUSTOMERS, { _id: id });
}

export async function findContact(scope: OwnerScope, contactId: string): Promise<(Contact & { CustomerId: string; CustomerName: string }) | null> {
  const customer = await scope.findOne<CustomerDocument>(CUSTOMERS, { 'Contacts.Id': contactId });
  const contact = customer?.Contacts.find((c) => c.Id === contactId);
  return customer && contact ? { ...contact, CustomerId: customer.Id, CustomerName: customer.Name } : null;
}
