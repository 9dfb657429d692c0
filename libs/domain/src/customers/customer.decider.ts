import type { Contact, CustomerDetails, CustomerEvent, PaymentTermsCode } from '@notary/events';
import { notFound, validationError, type Decider } from '../shared';
import { isPaymentTermsCode } from '../invoices/payment-terms';

export interface CustomerState {
  exists: boolean;
  deleted: boolean;
  customerId: string;
  ownerId: string;
  details: CustomerDetails | null;
  contacts: Contact[];
}

export interface CustomerInput {
  Name: string;
  Website: string;
  Inactive: boolean;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  /** The terms its new invoices get; null or absent: the notary's default. */
  PaymentTerms?: PaymentTermsCode | null;
  /** The full contact list as edited; ids are assigned to new contacts before deciding. */
  Contacts: Contact[];
}

export type CustomerCommand = { type: 'SaveCustomer'; customerId: string; ownerId: string; input: CustomerInput } | { type: 'DeleteCustomer' };

export const CUSTOMER_MESSAGES = { nameRequired: 'Please enter the customer name', paymentTerms: 'Choose payment terms, or your default' } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const trimContact = (contact: Contact): Contact => ({
  Id: contact.Id,
  Name: contact.Name.trim(),
  Phone: contact.Phone.trim(),
  CellPhone: contact.CellPhone.trim(),
  Fax: contact.Fax.trim(),
  Email: contact.Email.trim(),
});

export const customerDecider: Decider<CustomerCommand, CustomerState, CustomerEvent> = {
  initialState: () => ({ exists: false, deleted: false, customerId: '', ownerId: '', details: null, contacts: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'CustomerRegistered':
        return { ...state, exists: true, customerId: event.data.CustomerId, ownerId: event.data.OwnerId, details: event.data.Details };
      case 'CustomerDetailsChanged':
        return { ...state, details: { ...state.details!, ...event.data.Changes } };
      case 'ContactAdded':
        return { ...state, contacts: [...state.contacts, event.data.Contact] };
      case 'ContactChanged':
        return { ...state, contacts: state.contacts.map((c) => (c.Id === event.data.Contact.Id ? event.data.Contact : c)) };
      case 'ContactRemoved':
        return { ...state, contacts: state.contacts.filter((c) => c.Id !== event.data.ContactId) };
      case 'CustomerDeleted':
        return { ...state, deleted: true };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    if (state.exists && state.deleted) throw notFound('CUSTOMER.NOT_FOUND', 'The customer was not found. It may have been deleted.');
    if (command.type === 'DeleteCustomer') {
      if (!state.exists) throw notFound('CUSTOMER.NOT_FOUND', 'The customer was not found. It may have been deleted.');
      return [{ type: 'CustomerDeleted', data: { CustomerId: state.customerId } }];
    }
    const CustomerId = command.customerId;
    const Name = command.input.Name.trim();
    if (!Name) throw validationError('CUSTOMER.NAME_REQUIRED', CUSTOMER_MESSAGES.nameRequired, { Name: CUSTOMER_MESSAGES.nameRequired });
    const { Website, Inactive, Address1, Address2, City, State, Zip } = command.input;
    const terms = command.input.PaymentTerms ?? null;
    if (terms !== null && !isPaymentTermsCode(terms))
      throw validationError('CUSTOMER.PAYMENT_TERMS', CUSTOMER_MESSAGES.paymentTerms, { PaymentTerms: CUSTOMER_MESSAGES.paymentTerms });
    const details: CustomerDetails = {
      Name,
      Website: Website.trim(),
      Inactive,
      Address1: Address1.trim(),
      Address2: Address2.trim(),
      City: City.trim(),
      State: State.trim().toUpperCase(),
      Zip: Zip.trim(),
      // Recorded only when chosen: a customer on the notary's default carries no terms at all.
      ...(terms ? { PaymentTerms: terms } : {}),
    };
    // A contact row left completely empty in the dialog is not a contact.
    const contacts = command.input.Contacts.map(trimContact).filter((c) => c.Name || c.Phone || c.CellPhone || c.Fax || c.Email);
    if (!state.exists) {
      return [
        { type: 'CustomerRegistered', data: { CustomerId, OwnerId: command.ownerId, Details: details } },
        ...contacts.map((Contact): CustomerEvent => ({ type: 'ContactAdded', data: { CustomerId, Contact } })),
      ];
    }
    const events: CustomerEvent[] = [];
    // Terms absent before and none chosen now are the same thing (the default): no change to record.
    const stored: CustomerDetails = { ...state.details!, PaymentTerms: state.details!.PaymentTerms ?? null };
    const changes = Object.fromEntries(
      Object.entries({ ...details, PaymentTerms: terms }).filter(([key, value]) => !same(value, stored[key as keyof CustomerDetails])),
    );
    if (Object.keys(changes).length) events.push({ type: 'CustomerDetailsChanged', data: { CustomerId, Changes: changes } });
    const before = new Map(state.contacts.map((c) => [c.Id, c]));
    for (const contact of contacts) {
      const old = before.get(contact.Id);
      if (!old) events.push({ type: 'ContactAdded', data: { CustomerId, Contact: contact } });
      else if (!same(old, contact)) events.push({ type: 'ContactChanged', data: { CustomerId, Contact: contact } });
      before.delete(contact.Id);
    }
    for (const ContactId of before.keys()) events.push({ type: 'ContactRemoved', data: { CustomerId, ContactId } });
    return events;
  },
};
