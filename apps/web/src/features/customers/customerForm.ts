import type { Contact, Customer, CustomerSaveBody } from '@notary/contracts';

// The customer dialog's form state and rules (spec 001 §5: a customer needs a name).

export const CUSTOMER_NAME_REQUIRED = 'Please enter the customer name';

/** A contact row as edited; `key` tells rows apart before the server has given them ids. */
export type ContactDraft = Contact & { key: string };

/** The customer as the dialog edits it: as the server answers it, with contact rows told apart. */
export interface CustomerDraft extends Omit<Customer, 'Contacts'> {
  Contacts: ContactDraft[];
}

let rowsCreated = 0;
const rowKey = () => `contact-row-${(rowsCreated += 1)}`;

export const CONTACT_FIELDS = [
  { field: 'Name', label: 'Contact name', type: 'text' },
  { field: 'Email', label: 'Email', type: 'email' },
  { field: 'Phone', label: 'Phone', type: 'tel' },
  { field: 'CellPhone', label: 'Cell phone', type: 'tel' },
  { field: 'Fax', label: 'Fax', type: 'tel' },
] as const satisfies readonly { field: keyof Omit<Contact, 'Id'>; label: string; type: string }[];

export type ContactField = (typeof CONTACT_FIELDS)[number]['field'];

export const blankContact = (): ContactDraft => ({ key: rowKey(), Id: '', Name: '', Phone: '', CellPhone: '', Fax: '', Email: '' });

export function draftOf(customer: Customer): CustomerDraft {
  return {
    Id: customer.Id ?? '',
    Revision: customer.Revision ?? null,
    Name: customer.Name ?? '',
    Website: customer.Website ?? '',
    Inactive: !!customer.Inactive,
    Address1: customer.Address1 ?? '',
    Address2: customer.Address2 ?? '',
    City: customer.City ?? '',
    State: customer.State ?? '',
    Zip: customer.Zip ?? '',
    PaymentTerms: customer.PaymentTerms ?? null,
    Contacts: (customer.Contacts ?? []).map((contact) => ({ ...contact, key: rowKey() })),
  };
}

export const isContactEmpty = (contact: Omit<Contact, 'Id'>) => !`${contact.Name}${contact.Phone}${contact.CellPhone}${contact.Fax}${contact.Email}`.trim();

/** The name message, or null when the customer can be sent. */
export const nameProblem = (draft: CustomerDraft) => (draft.Name.trim() ? null : CUSTOMER_NAME_REQUIRED);

export const ZIP_FORMAT_MESSAGE = 'Enter a ZIP code like 12345 or 12345-6789';

/** The ZIP code's message, or null: five digits, or ZIP+4, or none (the server checks the same). */
export const zipProblem = (draft: Pick<CustomerDraft, 'Zip'>) => (/^(\d{5}(-\d{4})?)?$/.test(draft.Zip.trim()) ? null : ZIP_FORMAT_MESSAGE);

/** The address on one line, for the list: "12 Main St, Suite 4, Austin, TX 78701". */
export function addressLine(customer: Pick<Customer, 'Address1' | 'Address2' | 'City' | 'State' | 'Zip'>): string {
  const stateZip = [customer.State, customer.Zip].filter(Boolean).join(' ');
  return [customer.Address1, customer.Address2, customer.City, stateZip].filter(Boolean).join(', ');
}

/** The body for POST save. Rows left empty are not contacts (the server drops them too). */
export function saveBodyOf(draft: CustomerDraft): CustomerSaveBody {
  return {
    ...(draft.Id ? { Id: draft.Id, Revision: draft.Revision } : {}),
    Name: draft.Name.trim(),
    Website: draft.Website.trim(),
    Inactive: draft.Inactive,
    Address1: draft.Address1.trim(),
    Address2: draft.Address2.trim(),
    City: draft.City.trim(),
    State: draft.State.trim(),
    Zip: draft.Zip.trim(),
    PaymentTerms: draft.PaymentTerms,
    Contacts: draft.Contacts.filter((contact) => !isContactEmpty(contact)).map(({ key: _key, Id, ...contact }) => ({ ...(Id ? { Id } : {}), ...contact })),
  };
}

/** The contact shown in the list: the first one entered. */
export const primaryContact = (customer: Customer): Contact | undefined => customer.Contacts[0];

/** A website typed as "acme-title.com" still opens as a link. */
export const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/**
 * The delete question, saying what becomes of the customer's signings: deleting a customer never
 * deletes or changes a signing; each keeps its details and the customer's name.
 */
export function deleteCustomerQuestion(name: string, signingCount: number | undefined): string {
  const question = `Delete the customer "${name}" and its contacts?`;
  if (signingCount === undefined) return question;
  if (signingCount === 0) return `${question} No signing names this customer.`;
  const signings = signingCount === 1 ? '1 signing names' : `${signingCount} signings name`;
  return `${question} ${signings} this customer; ${signingCount === 1 ? 'it keeps its' : 'they keep their'} details and the customer's name, and ${signingCount === 1 ? 'is' : 'are'} not deleted.`;
}
