import type { DomainEvent } from './envelope';

/**
 * Stream `erasures`: one event per deleted account, all that is kept of it. The account's own
 * streams are removed from the log (see docs/ERASURE.md); this record says only that the user id
 * existed and was erased, when, and nothing personal: no e-mail, no name. Owned by the system (like
 * projection operations), so erasing one account never removes another's record.
 *
 * The projector acts on it: it removes every read-model document of that owner, so no projection
 * keeps (or re-creates) what the log no longer holds.
 */
export type AccountErased = DomainEvent<'AccountErased', { UserId: string }>;

export type ErasureEvent = AccountErased;

export const ERASURES_STREAM = 'erasures';
/** The owner recorded on erasure records: no notary, so no later erasure touches them. */
export const ERASURES_OWNER = 'system';
