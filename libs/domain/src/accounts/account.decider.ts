import type { AccountEvent, Role } from '@notary/events';
import { conflict, notFound, validationError, type Decider } from '../shared';
import { trialDaysRemaining, trialExpired } from './trial';
import { decideRecovery, evolveRecovery, noRecovery, type RecoveryCommand, type RecoveryState } from './account-recovery';

export interface AccountState {
  registered: boolean;
  userId: string;
  email: string;
  userType: number;
  roles: Role[];
  trial: {
    startedAt: string;
    endsAt: string;
    signingsAllowed: number;
    expired: 'days' | 'signings' | null;
    /** Signings counted on this stream so far; null until the first is (older accounts counted elsewhere). */
    signingsUsed: number | null;
    /** The signings already counted, so a retried save is not counted twice. */
    countedSigningIds: string[];
  } | null;
  /** The open password reset and e-mail confirmation links (their tokens' hashes). */
  recovery: RecoveryState;
  /** A subscription was paid for: the trial's allowance no longer counts (the trial gate decides on writes). */
  paid?: boolean;
}

export type AccountCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      userType: number;
      now: Date;
      trial: { days: number; signings: number };
    }
  | { type: 'GrantRole'; role: Role; grantedBy: string }
  /** Takes back a granted role; every user stays a notary, so that one cannot be revoked. */
  | { type: 'RevokeRole'; role: Role; revokedBy: string }
  | { type: 'ExpireTrial'; reason: 'days' | 'signings'; now: Date }
  /**
   * A new signing takes one of the trial's signings. `usedBefore` is how many the account had used
   * before signings were counted on its stream (the read model's count); it matters only the first
   * time.
   */
  | { type: 'UseTrialSigning'; signingId: string; usedBefore: number; now: Date }
  /** The new hash is kept in the credentials store; the account records only that it changed. */
  | { type: 'ChangePassword'; now: Date }
  | RecoveryCommand;

const DAY_MS = 24 * 60 * 60 * 1000;

export const accountDecider: Decider<AccountCommand, AccountState, AccountEvent> = {
  initialState: () => ({ registered: false, userId: '', email: '', userType: 0, roles: [], trial: null, recovery: noRecovery() }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true, userId: event.data.UserId, email: event.data.Email, userType: event.data.UserType, roles: ['notary'] };
      case 'TrialStarted':
        return {
          ...state,
          trial: {
            startedAt: event.data.StartedAt,
            endsAt: event.data.EndsAt,
            signingsAllowed: event.data.SigningsAllowed,
            expired: null,
            signingsUsed: null,
            countedSigningIds: [],
          },
        };
      case 'TrialSigningUsed':
        return state.trial
          ? {
              ...state,
              trial: { ...state.trial, signingsUsed: event.data.SigningsUsed, countedSigningIds: [...state.trial.countedSigningIds, event.data.SigningId] },
            }
          : state;
      case 'TrialExpired':
        return state.trial ? { ...state, trial: { ...state.trial, expired: event.data.Reason } } : state;
      case 'RoleGranted':
        return state.roles.includes(event.data.Role) ? state : { ...state, roles: [...state.roles, event.data.Role] };
      case 'RoleRevoked':
        return { ...state, roles: state.roles.filter((role) => role !== event.data.Role) };
      case 'PasswordChanged':
        return state;
      case 'EmailChanged':
        return { ...state, email: event.data.NewEmail, recovery: evolveRecovery(state.recovery, event) };
      case 'PasswordResetRequested':
      case 'PasswordReset':
      case 'EmailChangeRequested':
        return { ...state, recovery: evolveRecovery(state.recovery, event) };
      case 'SubscriptionStarted':
        return { ...state, paid: true };
      // The rest of the subscription's life is the subscription decider's (libs/domain/src/billing).
      case 'CardUpdated':
      case 'PaymentSucceeded':
      case 'PaymentFailed':
      case 'SubscriptionPastDue':
      case 'SubscriptionCancelled':
        return state;
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.registered) throw conflict('ACCOUNT.ALREADY_REGISTERED', 'An account with this email address already exists.');
        const startedAt = command.now.toISOString();
        return [
          { type: 'UserRegistered', data: { UserId: command.userId, Email: command.email, UserType: command.userType, RegisteredAt: startedAt } },
          {
            type: 'TrialStarted',
            data: {
              PlanId: 'trial',
              StartedAt: startedAt,
              EndsAt: new Date(command.now.getTime() + command.trial.days * DAY_MS).toISOString(),
              SigningsAllowed: command.trial.signings,
            },
          },
        ];
      }
      case 'GrantRole':
        requireRegistered(state);
        return state.roles.includes(command.role) ? [] : [{ type: 'RoleGranted', data: { Role: command.role, GrantedBy: command.grantedBy } }];
      case 'RevokeRole':
        requireRegistered(state);
        if (command.role === 'notary') throw validationError('ACCOUNT.NOTARY_ROLE', 'Every user is a notary; that role cannot be revoked.');
        return state.roles.includes(command.role) ? [{ type: 'RoleRevoked', data: { Role: command.role, RevokedBy: command.revokedBy } }] : [];
      case 'ExpireTrial':
        requireRegistered(state);
        if (!state.trial || state.trial.expired) return [];
        return [{ type: 'TrialExpired', data: { Reason: command.reason, ExpiredAt: command.now.toISOString() } }];
      case 'UseTrialSigning':
        requireRegistered(state);
        return decideTrialSigning(command, state);
      case 'ChangePassword':
        requireRegistered(state);
        return [{ type: 'PasswordChanged', data: { ChangedAt: command.now.toISOString() } }];
      case 'IssuePasswordResetLink':
      case 'ResetPassword':
      case 'IssueEmailChangeLink':
      case 'ConfirmEmailChange':
        requireRegistered(state);
        return decideRecovery(command, state.recovery, state.email);
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};

function requireRegistered(state: AccountState): void {
  if (!state.registered) throw notFound('ACCOUNT.NOT_FOUND', 'The account was not found.');
}

/**
 * The trial's signings allowance (spec 000 §4: 15 signings or 30 days, whichever ends first). The
 * last allowed signing is taken and the trial ends with it; once ended, or once its days have run
 * out, no new signing is scheduled: the notary is confined to Billing.
 */
function decideTrialSigning(command: Extract<AccountCommand, { type: 'UseTrialSigning' }>, state: AccountState): AccountEvent[] {
  const trial = state.trial;
  if (state.paid || !trial || trial.countedSigningIds.includes(command.signingId)) return [];
  if (trial.expired || trialDaysRemaining(trial.endsAt, command.now) === 0) throw trialExpired();
  const used = trial.signingsUsed ?? command.usedBefore;
  if (used >= trial.signingsAllowed) throw trialExpired();
  const events: AccountEvent[] = [{ type: 'TrialSigningUsed', data: { SigningId: command.signingId, SigningsUsed: used + 1 } }];
  if (used + 1 >= trial.signingsAllowed) events.push({ type: 'TrialExpired', data: { Reason: 'signings', ExpiredAt: command.now.toISOString() } });
  return events;
}
