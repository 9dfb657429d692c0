import { z } from 'zod';
import { text } from './primitives';

/**
 * DELETE /api/accountapi/delete (spec 001 §7, "true on success"). The current password (a session
 * left open on a shared computer is not enough to erase an account) and the typed confirmation word.
 */
export const DeleteAccountBody = z.object({
  Password: text(1024),
  Confirmation: text(32),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;
