import { z } from 'zod';
import { id, text } from '../http/validation';

const ContactRow = z.object({
  Id: z.union([z.literal(''), z.null(), id()]).optional().transform((v) => v || null),
  Name: text(150).default(''),
  Phone: text(30).default(''),
  CellPhone: text(30).default(''),
  Fax: text(30).default(''),
  Email: text(254).default(''),
});

/** A customer as the customer dialog sends it (spec 001 §3); Contacts is the full edited list. */
export const CustomerBody = z.object({
  Id: z.union([z.literal(''), z.null(), id()]).optional().transform((v) => v || null),
  /** The Revision the dialog was opened at; a customer changed since then answers 409. */
  Revision: z.number().int().min(0).nullable().optional().transform((v) => v ?? null),
  Name: text(150),
  Website: text(300).default(''),
  Inactive: z.boolean().default(false),
  Contacts: z.array(ContactRow).max(100).default([]),
});
export type CustomerBody = z.infer<typeof CustomerBody>;

export const CustomerPageBody = z.object({
  PageNumber: z.number().int().min(1).max(100_000).default(1),
  PageSize: z.number().int().min(1).max(500).default(100),
  Search: text(100).default(''),
  IncludeInactive: z.boolean().default(true),
});
export type CustomerPageBody = z.infer<typeof CustomerPageBody>;
