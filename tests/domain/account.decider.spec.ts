import type { AccountEvent } from '@notary/events';
import {
  accountDecider,
  billingView,
  checkPasswordChange,
  checkRegistration,
  type DomainError,
  fold,
  REGISTRATION_MESSAGES,
  trialEndReason,
  type TrialFacts,
} from '@notary/domain';
import { given } from '../support/given-when-then';

const now = new Date('2026-03-01T12:00:00.000Z');
const registered: AccountEvent[] = [
  { type: 'UserRegistered', data: { UserId: 'u1', Email: 'ann@example.com', UserType: 0, RegisteredAt: now.toISOString() } },
  { type: 'TrialStarted', data: { PlanId: 'trial', StartedAt: now.toISOString(), EndsAt: '2026-03-31T12:00:00.000Z', SigningsAllowed: 15 } },
];

describe('account', () => {
  it('registers a user and starts a 30-day, 15-signing trial', () => {
    given(accountDecider)
      .when({ type: 'RegisterUser', userId: 'u1', email: 'ann@example.com', userType: 0, now, trial: { days: 30, signings: 15 } })
      .then(registered);
  });

  it('refuses a second registration of the same account', () => {
    given(accountDecider, registered)
      .when({ type: 'RegisterUser', userId: 'u1', email: 'ann@example.com', userType: 0, now, trial: { days: 30, signings: 15 } })
      .thenFails('ACCOUNT.ALREADY_REGISTERED', 'An account with this email address already exists.');
  });

  it('grants a role once; granting it again records nothing', () => {
    given(accountDecider, registered)
      .when({ type: 'GrantRole', role: 'admin', grantedBy: 'cli' })
      .then([{ type: 'RoleGranted', data: { Role: 'admin', GrantedBy: 'cli' } }]);
    given(accountDecider, [...registered, { type: 'RoleGranted', data: { Role: 'admin', GrantedBy: 'cli' } }])
      .when({ type: 'GrantRole', role: 'admin', grantedBy: 'cli' })
      .thenNothing();
  });

  it('revokes a granted role; revoking one not held records nothing, and every user stays a notary', () => {
    const admin: AccountEvent[] = [...registered, { type: 'RoleGranted', data: { Role: 'admin', GrantedBy: 'cli' } }];
    given(accountDecider, admin)
      .when({ type: 'RevokeRole', role: 'admin', revokedBy: 'cli' })
      .then([{ type: 'RoleRevoked', data: { Role: 'admin', RevokedBy: 'cli' } }]);
    given(accountDecider, [...admin, { type: 'RoleRevoked', data: { Role: 'admin', RevokedBy: 'cli' } }])
      .when({ type: 'RevokeRole', role: 'admin', revokedBy: 'cli' })
      .thenNothing();
    given(accountDecider, registered).when({ type: 'RevokeRole', role: 'notary', revokedBy: 'cli' }).thenFails('ACCOUNT.NOTARY_ROLE');
    expect(fold(accountDecider, [...admin, { type: 'RoleRevoked', data: { Role: 'admin', RevokedBy: 'cli' } }]).roles).toEqual(['notary']);
  });

  it('expires a trial once', () => {
    const expired: AccountEvent = { type: 'TrialExpired', data: { Reason: 'days', ExpiredAt: now.toISOString() } };
    given(accountDecider, registered).when({ type: 'ExpireTrial', reason: 'days', now }).then([expired]);
    given(accountDecider, [...registered, expired])
      .when({ type: 'ExpireTrial', reason: 'signings', now })
      .thenNothing();
  });

  describe('the trial signings allowance, decided on the account stream', () => {
    const used = (SigningId: string, SigningsUsed: number): AccountEvent => ({ type: 'TrialSigningUsed', data: { SigningId, SigningsUsed } });
    const take = (signingId: string, usedBefore = 0) => ({ type: 'UseTrialSigning' as const, signingId, usedBefore, now });

    it('counts a new signing against the allowance', () => {
      given(accountDecider, registered)
        .when(take('s1'))
        .then([used('s1', 1)]);
      given(accountDecider, [...registered, used('s1', 1)])
        .when(take('s2'))
        .then([used('s2', 2)]);
    });

    it('counts a retried save once', () => {
      given(accountDecider, [...registered, used('s1', 1)])
        .when(take('s1'))
        .thenNothing();
    });

    it('takes the last signing and ends the trial with it; the next is refused with 402', () => {
      given(accountDecider, [...registered, used('s14', 14)])
        .when(take('s15'))
        .then([used('s15', 15), { type: 'TrialExpired', data: { Reason: 'signings', ExpiredAt: now.toISOString() } }]);
      given(accountDecider, [...registered, used('s15', 15), { type: 'TrialExpired', data: { Reason: 'signings', ExpiredAt: now.toISOString() } }])
        .when(take('s16'))
        .thenFails('BILLING.TRIAL_EXPIRED', 'Your Trial has Expired');
    });

    it('an account from before counting on the stream starts from what it had used', () => {
      given(accountDecider, registered)
        .when(take('s13', 12))
        .then([used('s13', 13)]);
      given(accountDecider, registered).when(take('s16', 15)).thenFails('BILLING.TRIAL_EXPIRED');
    });

    it('refuses once the trial’s days have run out, even with signings left', () => {
      given(accountDecider, registered)
        .when({ type: 'UseTrialSigning', signingId: 's1', usedBefore: 0, now: new Date('2026-03-31T12:00:00.000Z') })
        .thenFails('BILLING.TRIAL_EXPIRED');
    });
  });

  it('records that the password changed, and nothing of the password itself', () => {
    given(accountDecider, registered)
      .when({ type: 'ChangePassword', now })
      .then([{ type: 'PasswordChanged', data: { ChangedAt: now.toISOString() } }]);
    const state = fold(accountDecider, [...registered, { type: 'PasswordChanged', data: { ChangedAt: now.toISOString() } }]);
    expect(JSON.stringify(state)).not.toMatch(/hash/i);
  });

  it('refuses commands for an account that does not exist', () => {
    given(accountDecider).when({ type: 'GrantRole', role: 'admin', grantedBy: 'cli' }).thenFails('ACCOUNT.NOT_FOUND');
    given(accountDecider).when({ type: 'ChangePassword', now }).thenFails('ACCOUNT.NOT_FOUND');
  });
});

describe('a new password', () => {
  const attempt = (CurrentPassword: string, NewPassword: string, NewPasswordConfirm = NewPassword) => {
    try {
      checkPasswordChange({ CurrentPassword, NewPassword, NewPasswordConfirm });
      return null;
    } catch (error) {
      return { message: (error as DomainError).message, errors: (error as DomainError).errors };
    }
  };

  it('is typed twice, alike', () => {
    expect(attempt('old password', 'new password', 'new passwort')).toEqual({
      message: 'Password and password confirmation do not match',
      errors: { NewPasswordConfirm: 'Password and password confirmation do not match' },
    });
  });

  it('follows the registration length rule, said of the new password field', () => {
    expect(attempt('old password', 'short')).toEqual({
      message: REGISTRATION_MESSAGES.passwordTooShort,
      errors: { NewPassword: REGISTRATION_MESSAGES.passwordTooShort },
    });
    expect(attempt('old password', 'x'.repeat(129))?.message).toBe(REGISTRATION_MESSAGES.passwordTooLong);
  });

  it('differs from the current one', () => {
    expect(attempt('same password', 'same password')?.message).toBe(REGISTRATION_MESSAGES.samePassword);
    expect(attempt('old password', 'new password')).toBeNull();
  });
});

describe('registration rules (spec 001 §5)', () => {
  const attempt = (Email: string, Password: string, PasswordConfirm = Password) => {
    try {
      checkRegistration({ Email, Password, PasswordConfirm });
      return null;
    } catch (error) {
      return (error as DomainError).message;
    }
  };

  it.each(['a@b.c', 'no-at-sign.example.com', 'ann@example', 'two words@example.com', ''])('refuses the e-mail %p', (email) => {
    expect(attempt(email, 'long enough')).toBe(REGISTRATION_MESSAGES.invalidEmail);
  });

  it('needs matching passwords of at least 8 characters', () => {
    expect(attempt('ann@example.com', 'long enough', 'different')).toBe('Password and password confirmation do not match');
    expect(attempt('ann@example.com', 'short')).toBe(REGISTRATION_MESSAGES.passwordTooShort);
    expect(attempt('ann@example.com', 'long enough')).toBeNull();
  });
});

describe('trial (spec 000 §4)', () => {
  const facts = (overrides: Partial<TrialFacts> = {}): TrialFacts => ({
    planId: 'trial',
    startedAt: now.toISOString(),
    endsAt: '2026-03-31T12:00:00.000Z',
    signingsAllowed: 15,
    signingsUsed: 0,
    expired: null,
    betaUser: false,
    ...overrides,
  });

  it('counts days and signings remaining', () => {
    expect(billingView(facts({ signingsUsed: 4 }), now)).toEqual({
      PlanId: 'trial',
      Status: 'Trial',
      TrialDaysRemaining: 30,
      TrialSigningsRemaining: 11,
      BetaUser: false,
      TrialSigningsAllowed: 15,
      TrialEndedBy: null,
    });
    expect(billingView(facts({ signingsUsed: 15 }), now)).toMatchObject({ Status: 'Trial Expired', TrialEndedBy: 'signings' });
  });

  it('ends after 30 days or 15 signings, whichever comes first', () => {
    expect(trialEndReason(facts(), new Date('2026-03-31T12:00:00.000Z'))).toBe('days');
    expect(trialEndReason(facts({ signingsUsed: 15 }), now)).toBe('signings');
    expect(trialEndReason(facts({ signingsUsed: 14 }), new Date('2026-03-31T11:00:00.000Z'))).toBeNull();
    expect(billingView(facts({ signingsUsed: 15 }), now).Status).toBe('Trial Expired');
  });

  it('never expires for a beta user', () => {
    expect(billingView(facts({ betaUser: true, signingsUsed: 99 }), new Date('2027-01-01')).Status).toBe('Trial');
  });
});
