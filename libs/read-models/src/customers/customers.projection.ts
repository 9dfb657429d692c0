import { CUSTOMER_EVENT_TYPES, type Contact, type CustomerDetails, type CustomerEvent } from '@notary/events';
import { documentPerStream, type RecordedOf } from '@notary/projection-runtime';
import { searchable } from '../shared/search';
import { CUSTOMERS, type CustomerDocument, type CustomerFields } from './customer.document';

/**
 * The customer's document after one event of its stream; null once it is deleted. Pure. Any other
 * event finding no document (never registered, or deleted before: the commands refuse both) cannot
 * be applied, and stops the projection visibly.
 */
export function evolveCustomer(document: CustomerDocument | null, event: RecordedOf<CustomerEvent['type']>): CustomerFields | null {
  if (event.type === 'CustomerRegistered') {
    return customer(event, { ...event.data.Details }, document?.Contacts ?? [], document, event.data.OwnerId);
  }
  if (!document) throw new Error(`Customer ${event.data.CustomerId} has no document for ${event.type}: it was never registered, or was deleted`);
  const details: CustomerDetails = {
    Name: document.Name,
    Website: document.Website,
    Inactive: document.Inactive,
    Address1: document.Address1,
    Address2: document.Address2,
    City: document.City,
    State: document.State,
    Zip: document.Zip,
    PaymentTerms: document.PaymentTerms ?? null,
  };
  switch (event.type) {
    case 'CustomerDetailsChanged':
      return customer(event, { ...details, ...event.data.Changes }, document.Contacts, document);
    case 'ContactAdded':
      return customer(event, details, [...document.Contacts, event.data.Contact], document);
    case 'ContactChanged':
      return customer(
        event,
        details,
        document.Contacts.map((c) => (c.Id === event.data.Contact.Id ? event.data.Contact : c)),
        document,
      );
    case 'ContactRemoved':
      return customer(
        event,
        details,
        document.Contacts.filter((c) => c.Id !== event.data.ContactId),
        document,
      );
    case 'CustomerDeleted':
      return null;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

function customer(
  event: RecordedOf<CustomerEvent['type']>,
  details: CustomerDetails,
  Contacts: Contact[],
  before: CustomerDocument | null,
  ownerId = before?.OwnerId ?? '',
): CustomerFields {
  // A customer on the notary's default keeps no terms field at all, as before terms existed.
  const { PaymentTerms, ...rest } = details;
  return {
    Id: event.data.CustomerId,
    OwnerId: ownerId,
    Revision: event.revision,
    ...rest,
    ...(PaymentTerms ? { PaymentTerms } : {}),
    SortName: details.Name.toLowerCase(),
    SearchText: searchable(
      [details.Name, details.Address1, details.Address2, details.City, details.State, details.Zip, ...Contacts.flatMap((c) => [c.Name, c.Email])]
        .filter(Boolean)
        .join(' '),
    ),
    Contacts,
    CreatedAt: before?.CreatedAt ?? event.metadata.occurredAt,
    UpdatedAt: event.metadata.occurredAt,
  };
}

/** The customers list and dialog: one document per customer stream. */
export const customersProjection = documentPerStream({
  name: 'customers',
  // 2: the address, and a search text that ignores case and accents.
  version: 2,
  collection: CUSTOMERS,
  handles: CUSTOMER_EVENT_TYPES,
  indexes: [
    { collection: CUSTOMERS, keys: { OwnerId: 1, SortName: 1 } },
    { collection: CUSTOMERS, keys: { OwnerId: 1, 'Contacts.Id': 1 } },
  ],
  documentId: (event) => event.data.CustomerId,
  evolve: evolveCustomer,
  announce: ({ id, after }) => ({ kind: after ? 'customer.saved' : 'customer.deleted', id }),
});
