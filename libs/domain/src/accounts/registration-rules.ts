import { validationError } from '../shared';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const REGISTRATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordMismatch: 'Password and password confirmation do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  samePassword: 'The new password must be different from the current one',
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Spec 001 §5: at least 8 characters with an at sign and a dot. */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length >= 8 && value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Checked before the password is hashed, so the plain password never goes further than this. */
export function checkRegistration(input: { Email: string; Password: string; PasswordConfirm: string }): void {
  if (!isValidEmail(input.Email)) {
    throw validationError('ACCOUNT.EMAIL_INVALID', REGISTRATION_MESSAGES.invalidEmail, { Email: REGISTRATION_MESSAGES.invalidEmail });
  }
  if (input.Password !== input.PasswordConfirm) {
    throw validationError('ACCOUNT.PASSWORD_MISMATCH', REGISTRATION_MESSAGES.passwordMismatch, { PasswordConfirm: REGISTRATION_MESSAGES.passwordMismatch });
  }
  checkPasswordPolicy(input.Password);
}

/** `field` names the form field the message belongs to ('Password' on registration). */
export function checkPasswordPolicy(password: string, field = 'Password'): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw validationError('ACCOUNT.PASSWORD_TOO_SHORT', REGISTRATION_MESSAGES.passwordTooShort, { [field]: REGISTRATION_MESSAGES.passwordTooShort });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw validationError('ACCOUNT.PASSWORD_TOO_LONG', REGISTRATION_MESSAGES.passwordTooLong, { [field]: REGISTRATION_MESSAGES.passwordTooLong });
  }
}

/**
 * A new password follows the registration's rules: confirmed by typing it twice, within the length
 * policy, and (so a change is a change) not the password it replaces.
 */
export function checkPasswordChange(input: { CurrentPassword: string; NewPassword: string; NewPasswordConfirm: string }): void {
  if (input.NewPassword !== input.NewPasswordConfirm) {
    throw validationError('ACCOUNT.PASSWORD_MISMATCH', REGISTRATION_MESSAGES.passwordMismatch, { NewPasswordConfirm: REGISTRATION_MESSAGES.passwordMismatch });
  }
  checkPasswordPolicy(input.NewPassword, 'NewPassword');
  if (input.NewPassword === input.CurrentPassword) {
    throw validationError('ACCOUNT.PASSWORD_UNCHANGED', REGISTRATION_MESSAGES.samePassword, { NewPassword: REGISTRATION_MESSAGES.samePassword });
  }
}
