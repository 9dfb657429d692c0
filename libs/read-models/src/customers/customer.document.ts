import type { Contact } from '@notary/events';

export interface CustomerDocument {
  _id: string;
  Id: string;
  OwnerId: string;
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
