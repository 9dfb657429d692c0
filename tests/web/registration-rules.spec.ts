import { passwordChangeProblem, registrationProblem } from '../../apps/web/src/features/account/registrationRules';
import type { Registration } from '@notary/contracts';

// Spec 001 §5: e-mail of at least 8 characters with an at sign and a dot; passwords must match.

const registration = (overrides: Partial<Registration> = {}): Registration => ({
  Email: 'ann.lee@example.com',
  Password: 'stamp-and-seal',
  PasswordConfirm: 'stamp-and-seal',
  UserType: 0,
  ...overrides,
});
const invalidEmail = { field: 'Email', message: 'Please enter a valid email address' };

describe('registration', () => {
  it('accepts a valid registration', () => {
    expect(registrationProblem(registration())).toBeNull();
    expect(registrationProblem(registration({ Email: 'ab@cd.ef' }))).toBeNull();
  });

  it('asks for a valid email address: at least 8 characters, an at sign and a dot', () => {
    expect(registrationProblem(registration({ Email: 'a@b.com' }))).toEqual(invalidEmail);
    expect(registrationProblem(registration({ Email: 'annlee@examplecom' }))).toEqual(invalidEmail);
    expect(registrationProblem(registration({ Email: 'ann.lee.example.com' }))).toEqual(invalidEmail);
    expect(registrationProblem(registration({ Email: '  a@b.com  ' }))).toEqual(invalidEmail);
  });

  it('says when the password and its confirmation differ', () => {
    expect(registrationProblem(registration({ PasswordConfirm: 'stamp-and-seaI' }))).toEqual({
      field: 'PasswordConfirm',
      message: 'Password and password confirmation do not match',
    });
  });

  it('asks for a password of at least 8 characters, as the server does', () => {
    expect(registrationProblem(registration({ Password: 'seal123', PasswordConfirm: 'seal123' }))).toEqual({
      field: 'Password',
      message: 'Password must be at least 8 characters',
    });
  });

  it('reports the email first when several rules are broken', () => {
    expect(registrationProblem(registration({ Email: 'ann', PasswordConfirm: 'other' }))?.field).toBe('Email');
  });
});

describe('a password change (the Credentials page)', () => {
  const change = (CurrentPassword: string, NewPassword: string, NewPasswordConfirm = NewPassword) =>
    passwordChangeProblem({ CurrentPassword, NewPassword, NewPasswordConfirm });

  it('needs the current password, a long enough new one typed twice alike, and a change', () => {
    expect(change('', 'stamp-and-seal-2')).toEqual({ field: 'CurrentPassword', message: 'Please enter your current password' });
    expect(change('stamp-and-seal', 'seal123')).toEqual({ field: 'NewPassword', message: 'Password must be at least 8 characters' });
    expect(change('stamp-and-seal', 'stamp-and-seal-2', 'stamp-and-seal-3')).toEqual({
      field: 'NewPasswordConfirm',
      message: 'Password and password confirmation do not match',
    });
    expect(change('stamp-and-seal', 'stamp-and-seal')).toEqual({ field: 'NewPassword', message: 'The new password must be different from the current one' });
    expect(change('stamp-and-seal', 'stamp-and-seal-2')).toBeNull();
  });
});
