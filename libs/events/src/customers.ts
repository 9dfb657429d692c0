import type { DomainEvent } from './envelope';
import type { PaymentTermsCode } from './signings';

export interface CustomerDetails {
  Name: string;
  Website: string;
  Inactive: boolean;
  /** Where the customer is: invoices are billed to it. */
  Address1: string;
  Address2: string;
  City: string;
  /** Two-letter US state (or DC). */
  State: string;
  Zip: string;
  /**
   * The terms this customer's new invoices get; null or absent: the notary's default. Optional
   * rather than a new schema version: every customer recorded before it existed simply has none,
   * which is exactly what absent means, so there is nothing for an upcaster to supply.
   */
  PaymentTerms?: PaymentTermsCode | null;
}

/** A person at the customer (a title company, a signing service) the notary deals with. */
export interface Contact {
  Id: string;
  Name: string;
  Phone: string;
  CellPhone: string;
  Fax: string;
  Email: string;
}

/** Stream `customer-{CustomerId}`. */
export type CustomerRegistered = DomainEvent<'CustomerRegistered', { CustomerId: string; OwnerId: string; Details: CustomerDetails }>;
export type CustomerDetailsChanged = DomainEvent<'CustomerDetailsChanged', { CustomerId: string; Changes: Partial<CustomerDetails> }>;
export type ContactAdded = DomainEvent<'ContactAdded', { CustomerId: string; Contact: Contact }>;
export type ContactChanged = DomainEvent<'ContactChanged', { CustomerId: string; Contact: Contact }>;
export type ContactRemoved = DomainEvent<'ContactRemoved', { CustomerId: string; ContactId: string }>;
export type CustomerDeleted = DomainEvent<'CustomerDeleted', { CustomerId: string }>;

export type CustomerEvent = CustomerRegistered | CustomerDetailsChanged | ContactAdded | ContactChanged | ContactRemoved | CustomerDeleted;

export const customerStream = (customerId: string) => `customer-${customerId}`;
