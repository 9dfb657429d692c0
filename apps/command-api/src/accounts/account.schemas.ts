import { z } from 'zod';
import { text } from '../http/validation';

/** Lengths are generous bounds against abuse; the spec's own rules are checked by the domain. */
export const RegistrationBody = z.object({
  Email: text(254),
  Password: text(1024),
  PasswordConfirm: text(1024),
  UserType: z.number().int().min(0).max(2).default(0),
});
export type RegistrationBody = z.infer<typeof RegistrationBody>;

export const LoginBody = z.object({
  Email: text(254),
  Password: text(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ChangePasswordBody = z.object({
  CurrentPassword: text(1024),
  NewPassword: text(1024),
  NewPasswordConfirm: text(1024),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
