import { customerDecider, type CustomerState } from '@notary/domain';
import { CUSTOMER_EVENT_TYPES, type CustomerEvent, type RecordedEvent } from '@notary/events';
import type { ProjectionDefinition } from '@notary/projection-runtime';
import { CUSTOMERS, type CustomerDocument } from './customer.document';

const stateOf = (document: CustomerDocument | null): CustomerState =>
  document
    ? { exists: true, deleted: false, customerId: document.Id, ownerId: document.OwnerId, details: { Name: document.Name, Website: document.Website, Inactive: document.Inactive }, contacts: document.Contacts }
    : customerDecider.initialState();

/** The customers list and dialog, folded with the customer stream's own evolve. */
export const customersProjection: ProjectionDefinition = {
  name: 'customers',
  version: 1,
  collections: [CUSTOMERS],
  eventTypes: CUSTOMER_EVENT_TYPES,
  indexes: [
    { collection: CUSTOMERS, keys: { OwnerId: 1, SortName: 1 } },
    { collection: CUSTOMERS, keys: { OwnerId: 1, 'Contacts.Id': 1 } },
  ],
  async apply(recorded, context) {
    const event = recorded as RecordedEvent & CustomerEvent;
    const id = event.data.CustomerId;
    let deleted = false;
    await context.collection<CustomerDocument>(CUSTOMERS).evolve(id, (current) => {
      const state = customerDecider.evolve(stateOf(current), event);
      if (state.deleted || !state.details) {
        deleted = true;
        return null;
      }
      return {
        Id: id, OwnerId: state.ownerId, Revision: event.revision, ...state.details, SortName: state.details.Name.toLowerCase(), Contacts: state.contacts,
        CreatedAt: current?.CreatedAt ?? event.metadata.occurredAt, UpdatedAt: event.metadata.occurredAt,
      };
    });
    context.announce({ ownerId: event.metadata.ownerId, kind: deleted ? 'customer.deleted' : 'customer.saved', id });
  },
};
