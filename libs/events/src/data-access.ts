import type { DomainEvent } from './envelope';

/** The operators' roles whose reads of a notary's data are recorded (a notary reading their own is not). */
export type OperatorRole = 'admin' | 'support' | 'accountant';

/**
 * Stream `data-access-{OwnerId}`: every time an operator read this notary's data (their history, an
 * event stream, a tax year), recorded before the answer left the server. The owner is the notary,
 * so it is theirs to see ("who looked at my data") and it leaves with their account; the actor is
 * the operator. Order among reads does not matter, so these appends expect nothing of the stream.
 */
export type NotaryDataRead = DomainEvent<
  'NotaryDataRead',
  {
    OperatorId: string;
    /** As it was at the time: an operator's later change of address does not rewrite the record. */
    OperatorEmail: string;
    Role: OperatorRole;
    /** What was read, in words: "History of the account", "Stream signing-…", "Tax year 2026". */
    What: string;
    /** The reason the operator gave, when they gave one. */
    Why: string | null;
  }
>;

export type DataAccessEvent = NotaryDataRead;

export const dataAccessStream = (ownerId: string) => `data-access-${ownerId}`;
