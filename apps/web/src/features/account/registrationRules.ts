import type { ChangePasswordBody, RegistrationBody } from '@notary/contracts';

// The server checks the same rules (spec 001 §5) and answers with the same messages.
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORDS_DIFFER = 'Password and password confirmation do not match';
export const SAME_PASSWORD = 'The new password must be different from the current one';

const MIN_EMAIL_LENGTH = 8;
export const MIN_PASSWORD_LENGTH = 8;

/** The fields a person types (the user type comes from the campaign). */
export type RegistrationField = Exclude<keyof RegistrationBody, 'UserType'>;

export interface RegistrationProblem {
  field: RegistrationField;
  message: string;
}

/** The first rule the registration breaks, in the order the form shows its fields. */
export function registrationProblem(registration: Pick<RegistrationBody, RegistrationField>): RegistrationProblem | null {
  const email = registration.Email.trim();
  if (email.length < MIN_EMAIL_LENGTH || !email.includes('@') || !email.includes('.')) {
    return { field: 'Email', message: INVALID_EMAIL };
  }
  if (registration.Password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'Password', message: PASSWORD_TOO_SHORT };
  }
  if (registration.Password !== registration.PasswordConfirm) {
    return { field: 'PasswordConfirm', message: PASSWORDS_DIFFER };
  }
  return null;
}

export type PasswordChangeField = keyof ChangePasswordBody;

/** The first rule a password change breaks (the server checks the same, with the same messages). */
export function passwordChangeProblem(change: Record<PasswordChangeField, string>): { field: PasswordChangeField; message: string } | null {
  if (!change.CurrentPassword) return { field: 'CurrentPassword', message: 'Please enter your current password' };
  if (change.NewPassword.length < MIN_PASSWORD_LENGTH) return { field: 'NewPassword', message: PASSWORD_TOO_SHORT };
  if (change.NewPassword !== change.NewPasswordConfirm) return { field: 'NewPasswordConfirm', message: PASSWORDS_DIFFER };
  if (change.NewPassword === change.CurrentPassword) return { field: 'NewPassword', message: SAME_PASSWORD };
  return null;
}

/** The address's shape, as the server checks it (spec 001 §5: 8 characters or more, an at sign and a dot). */
export function isEmailShaped(email: string): boolean {
  const value = email.trim();
  return value.length >= MIN_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export type NewPasswordField = 'NewPassword' | 'NewPasswordConfirm';

/** The first rule a new password from a reset link breaks (the server checks the same). */
export function newPasswordProblem(change: Record<NewPasswordField, string>): { field: NewPasswordField; message: string } | null {
  if (change.NewPassword.length < MIN_PASSWORD_LENGTH) return { field: 'NewPassword', message: PASSWORD_TOO_SHORT };
  if (change.NewPassword !== change.NewPasswordConfirm) return { field: 'NewPasswordConfirm', message: PASSWORDS_DIFFER };
  return null;
}

export type EmailChangeField = 'NewEmail' | 'CurrentPassword';

/** The first rule a change of e-mail breaks. */
export function emailChangeProblem(change: Record<EmailChangeField, string>): { field: EmailChangeField; message: string } | null {
  if (!isEmailShaped(change.NewEmail)) return { field: 'NewEmail', message: INVALID_EMAIL };
  if (!change.CurrentPassword) return { field: 'CurrentPassword', message: 'Please enter your current password' };
  return null;
}
