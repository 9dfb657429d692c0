import type { AccountEvent, RecordedEvent, SignInEvent, SigningScheduled } from '@notary/events';
import type { ProjectionDefinition } from '@notary/projection-runtime';
import { ACCOUNTS, type AccountDocument } from './account.document';

type Handled = AccountEvent | SignInEvent | SigningScheduled;

export const accountsProjection: ProjectionDefinition = {
  name: 'accounts',
  version: 1,
  collections: [ACCOUNTS],
  eventTypes: ['UserRegistered', 'TrialStarted', 'TrialExpired', 'RoleGranted', 'PasswordChanged', 'UserLoggedIn', 'SigningScheduled'],
  indexes: [
    { collection: ACCOUNTS, keys: { OwnerId: 1 } },
    { collection: ACCOUNTS, keys: { PlanId: 1, TrialExpired: 1 } },
  ],
  async apply(recorded, context) {
    const event = recorded as RecordedEvent & Handled;
    const userId = event.metadata.ownerId;
    const at = event.metadata.occurredAt;
    const accounts = context.collection<AccountDocument>(ACCOUNTS);
    let billingChanged = false;
    await accounts.evolve(userId, (current) => {
      if (event.type === 'UserRegistered') {
        return {
          OwnerId: userId, Email: event.data.Email, Roles: ['notary'], UserType: event.data.UserType, RegisteredAt: event.data.RegisteredAt,
          PlanId: 'trial', TrialStartedAt: '', TrialEndsAt: '', TrialSigningsAllowed: 0, TrialSigningsUsed: 0, TrialExpired: null,
          BetaUser: false, LastLoginAt: null, LastUpdate: at,
        };
      }
      if (!current) throw new Error(`Account ${userId} has no UserRegistered before ${event.type}`);
      const next = { ...current, LastUpdate: at };
      switch (event.type) {
        case 'TrialStarted':
          billingChanged = true;
          return { ...next, PlanId: event.data.PlanId, TrialStartedAt: event.data.StartedAt, TrialEndsAt: event.data.EndsAt, TrialSigningsAllowed: event.data.SigningsAllowed };
        case 'TrialExpired':
          billingChanged = true;
          return { ...next, TrialExpired: event.data.Reason };
        case 'RoleGranted':
          return { ...next, Roles: current.Roles.includes(event.data.Role) ? current.Roles : [...current.Roles, event.data.Role] };
        case 'SigningScheduled':
          // Every signing scheduled counts against the trial's allowance, even if deleted later.
          billingChanged = current.PlanId === 'trial';
          return { ...next, TrialSigningsUsed: current.TrialSigningsUsed + 1 };
        case 'UserLoggedIn':
          return { ...next, LastLoginAt: event.data.At };
        default:
          return next;
      }
    });
    if (billingChanged) context.announce({ ownerId: userId, kind: 'billing.changed', id: userId });
  },
};
