import type { Contact } from '@notary/events';

export interface CustomerDocument {
  _id: string;
  Id: string;
  OwnerId: string;
  /** The customer stream's revision: a save sends it back, and a stale one answers 409. */
  Revision: number;
  Name: string;
  /** Lower-case name, for the default Name-ascending sort that ignores case. */
  SortName: string;
  Website: string;
  Inactive: boolean;
  Contacts: Contact[];
  CreatedAt: string;
  UpdatedAt: string;
  [key: string]: unknown;
}

export const CUSTOMERS = 'customers';
