import { z } from 'zod';
import { text } from './primitives';

/**
 * Getting back in: a forgotten password reset by a link sent by e-mail, and a change of e-mail
 * address confirmed by a link sent to the new one. Every answer is `{ Response }`, a sentence to show.
 */
export const ForgotPasswordBody = z.object({ Email: text(254) });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

/** The link's token (an account id, a dot and 43 characters), and the new password twice. */
export const ResetPasswordBody = z.object({ Token: text(200), NewPassword: text(1024), NewPasswordConfirm: text(1024) });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangeEmailBody = z.object({ NewEmail: text(254), CurrentPassword: text(1024) });
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>;

export const ConfirmEmailBody = z.object({ Token: text(200) });
export type ConfirmEmailBody = z.input<typeof ConfirmEmailBody>;

export interface AccountRecoveryAnswer {
  Response: string;
  /** After a confirmed change of e-mail: the log position written, for reads that must show it. */
  Position?: number;
}
