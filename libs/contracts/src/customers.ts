import { z } from 'zod';
import { id, optionalId, paging, revision, text, usState, zipCode, type Written } from './primitives';
import { PAYMENT_TERMS_VALUES, type PaymentTermsCode } from './wire-values';

/** A person at the customer (a closer at a title company, a scheduler at a signing service). */
const ContactRow = z.object({
  /** Blank for a contact added in this save. */
  Id: optionalId(),
  Name: text(150).default(''),
  Phone: text(30).default(''),
  CellPhone: text(30).default(''),
  Fax: text(30).default(''),
  Email: text(254).default(''),
});

/** A customer as the customer dialog sends it (spec 001 §3); Contacts is the full edited list. */
export const CustomerBody = z.object({
  Id: optionalId(),
  Revision: revision(),
  Name: text(150),
  Website: text(300).default(''),
  Inactive: z.boolean().default(false),
  Address1: text(200).default(''),
  Address2: text(200).default(''),
  City: text(100).default(''),
  /** A US state's two letters (or DC), or none. */
  State: usState(),
  Zip: zipCode(),
  /** The terms its new invoices get; null, '' or absent: the notary's default. */
  PaymentTerms: z
    .union([z.literal(''), z.null(), z.enum(PAYMENT_TERMS_VALUES)], { error: 'must be DueOnReceipt, Net15, Net30 or Net45 (or none for your default)' })
    .optional()
    .transform((value) => value || null),
  Contacts: z.array(ContactRow).max(100).default([]),
});
export type CustomerSaveBody = z.input<typeof CustomerBody>;
export type CustomerInput = z.output<typeof CustomerBody>;

export const CustomerPageBody = z.object({
  ...paging,
  Search: text(100).default(''),
  IncludeInactive: z.boolean().default(true),
});
export type CustomerPageRequest = z.input<typeof CustomerPageBody>;

export const CustomerIdParam = id();

export interface Contact {
  Id: string;
  Name: string;
  Phone: string;
  CellPhone: string;
  Fax: string;
  Email: string;
}

/** A customer as every customer call answers it. */
export interface Customer {
  Id: string;
  /** The customer's revision when read; sent back on save so a stale edit answers 409. */
  Revision: number | null;
  Name: string;
  Website: string;
  Inactive: boolean;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  /** The terms its new invoices get; null: the notary's default (settings' DefaultPaymentTerms). */
  PaymentTerms: PaymentTermsCode | null;
  Contacts: Contact[];
}

/** GET get/{id}: the customer, and how many signings name it (what deleting it would touch). */
export interface CustomerDetailsAnswer extends Customer {
  SigningCount: number;
}

export interface CustomerPage {
  Customers: Customer[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
}

export interface CustomerSaveAnswer extends Customer, Written {
  /** Nothing differed from what was stored, so nothing was written. */
  Unchanged: boolean;
}

/** GET contactapi/get/{id}: one contact, with the customer it belongs to. */
export interface ContactAnswer extends Contact {
  CustomerId: string;
  CustomerName: string;
}
