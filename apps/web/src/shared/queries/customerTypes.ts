// The customer as customerapi answers it (get/, get/{id}, getpage); several features read it.

/** A person at the customer (a closer at a title company, a scheduler at a signing service). */
export interface Contact {
  Id: string;
  Name: string;
  Phone: string;
  CellPhone: string;
  Fax: string;
  Email: string;
}

/** A customer: the title company, lender or signing service that hires the notary. */
export interface Customer {
  Id: string;
  /** The customer's revision when read; sent back on save so a stale edit answers 409. */
  Revision?: number | null;
  Name: string;
  Website: string;
  Inactive: boolean;
  Contacts: Contact[];
}
