import type { Contact, PaymentTermsCode } from '@notary/events';

/** A customer as the list and the customer dialog read it. */
export type CustomerFields = {
  Id: string;
  OwnerId: string;
  /** The customer stream's revision: a save sends it back, and a stale one answers 409. */
  Revision: number;
  Name: string;
  /** Lower-case name, for the default Name-ascending sort that ignores case. */
  SortName: string;
  Website: string;
  Inactive: boolean;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  /** The terms its new invoices get; absent or null: the notary's default. */
  PaymentTerms?: PaymentTermsCode | null;
  /** Name, address and contacts, lower-case and without accents: what the search box matches. */
  SearchText: string;
  Contacts: Contact[];
  CreatedAt: string;
  UpdatedAt: string;
};

export interface CustomerDocument extends CustomerFields {
  _id: string;
  [key: string]: unknown;
}

export const CUSTOMERS = 'customers';
