import type { DomainEvent } from './envelope';
import type { AccountRecoveryEvent } from './account-recovery';
import type { SubscriptionEvent } from './billing';

/** The roles a user can hold. Every user is a notary; the others are granted. */
export const ROLES = ['notary', 'admin', 'support', 'accountant'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Stream `user-{UserId}`: the account itself. Admins audit this history. Credentials are not in it:
 * the password's hash lives in the credentials store, replaced in place when it changes (schema
 * version 1 of UserRegistered and PasswordChanged carried it; version 2 does not).
 */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    UserId: string;
    Email: string;
    UserType: number;
    RegisteredAt: string;
  }
>;
export type TrialStarted = DomainEvent<
  'TrialStarted',
  {
    PlanId: 'trial';
    StartedAt: string;
    EndsAt: string;
    SigningsAllowed: number;
  }
>;
export type TrialExpired = DomainEvent<
  'TrialExpired',
  {
    /** What ended it first: the days ran out or the signings allowance was used. */
    Reason: 'days' | 'signings';
    ExpiredAt: string;
  }
>;
/**
 * A signing was scheduled while on the trial and counts against its allowance. Decided on the
 * account's own stream with its expected revision, so concurrent saves cannot overrun the allowance;
 * `SigningsUsed` is the running total after this one.
 */
export type TrialSigningUsed = DomainEvent<'TrialSigningUsed', { SigningId: string; SigningsUsed: number }>;
export type RoleGranted = DomainEvent<'RoleGranted', { Role: Role; GrantedBy: string }>;
/** A granted role was taken back (`npm run grant-role -- <email> <role> --revoke`); every user stays a notary. */
export type RoleRevoked = DomainEvent<'RoleRevoked', { Role: Role; RevokedBy: string }>;
/** The password was changed (the new hash went to the credentials store, not here). */
export type PasswordChanged = DomainEvent<'PasswordChanged', { ChangedAt: string }>;

export type AccountEvent =
  UserRegistered | TrialStarted | TrialSigningUsed | TrialExpired | RoleGranted | RoleRevoked | PasswordChanged | SubscriptionEvent | AccountRecoveryEvent;

/** Stream `user-email-{email}`: no two accounts hold an address at once (a change of e-mail releases it: EmailReleased). */
export type EmailClaimed = DomainEvent<'EmailClaimed', { Email: string; UserId: string }>;

/** Stream `user-signins-{UserId}`: sign-in history, kept apart so the account stream stays short. */
export type UserLoggedIn = DomainEvent<
  'UserLoggedIn',
  {
    /** SHA-256 of the session id: enough to correlate with a logout, useless to hijack a session. */
    SessionRef: string;
    Address: string;
    UserAgent: string;
    At: string;
  }
>;
export type LoginFailed = DomainEvent<'LoginFailed', { Address: string; UserAgent: string; At: string }>;
export type UserLoggedOut = DomainEvent<'UserLoggedOut', { SessionRef: string; At: string }>;

export type SignInEvent = UserLoggedIn | LoginFailed | UserLoggedOut;

export const accountStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (email: string) => `user-email-${email.trim().toLowerCase()}`;
export const signInStream = (userId: string) => `user-signins-${userId}`;
