import { accountStream, signInStream } from '@notary/events';
import { ACCOUNTS, accountsProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(accountsProjection);

function accountLog() {
  const log = notaryLog();
  const stream = accountStream(OWNER);
  return {
    ...log,
    registered: () =>
      log.record(stream, { type: 'UserRegistered', data: { UserId: OWNER, Email: 'ann@example.com', UserType: 1, RegisteredAt: '2026-03-01T09:00:00.000Z' } }),
    trialStarted: () =>
      log.record(stream, {
        type: 'TrialStarted',
        data: { PlanId: 'trial', StartedAt: '2026-03-01T09:00:00.000Z', EndsAt: '2026-03-31T09:00:00.000Z', SigningsAllowed: 15 },
      }),
  };
}

describe('the accounts read model', () => {
  it('keeps one document per user with the trial, counting every signing scheduled on it', async () => {
    const log = accountLog();
    const events = [log.registered(), log.trialStarted(), log.scheduled('s-1'), log.scheduled('s-2'), log.deleted('s-1')];
    const given = spec.given(...events);
    await given.then(ACCOUNTS, [
      {
        _id: OWNER,
        OwnerId: OWNER,
        Email: 'ann@example.com',
        Roles: ['notary'],
        UserType: 1,
        RegisteredAt: '2026-03-01T09:00:00.000Z',
        PlanId: 'trial',
        TrialStartedAt: '2026-03-01T09:00:00.000Z',
        TrialEndsAt: '2026-03-31T09:00:00.000Z',
        TrialSigningsAllowed: 15,
        TrialSigningsUsed: 2,
        TrialExpired: null,
        BetaUser: false,
        LastLoginAt: null,
        LastUpdate: events[3].metadata.occurredAt,
      },
    ]);
    await given.thenAnnounced([
      { kind: 'billing.changed', id: OWNER },
      { kind: 'billing.changed', id: OWNER },
      { kind: 'billing.changed', id: OWNER },
    ]);
  });

  it('announces a signing to Billing only while the trial runs: after it ended, the count shows nowhere', async () => {
    const log = accountLog();
    const given = spec.given(
      log.registered(),
      log.trialStarted(),
      log.scheduled('s-1'),
      log.record(accountStream(OWNER), { type: 'TrialExpired', data: { Reason: 'days', ExpiredAt: '2026-03-31T09:00:00.000Z' } }),
      log.scheduled('s-2'),
      log.scheduled('s-3'),
    );
    // TrialStarted, the first signing, TrialExpired; none for the signings of a subscriber after it.
    await given.thenAnnounced([
      { kind: 'billing.changed', id: OWNER },
      { kind: 'billing.changed', id: OWNER },
      { kind: 'billing.changed', id: OWNER },
    ]);
    const [account] = await given.documents(ACCOUNTS);
    expect(account).toMatchObject({ TrialSigningsUsed: 3, TrialExpired: 'days' });
  });

  it('records roles granted once each, the last sign-in and the trial running out', async () => {
    const log = accountLog();
    const account = accountStream(OWNER);
    const given = spec.given(
      log.registered(),
      log.trialStarted(),
      log.record(account, { type: 'RoleGranted', data: { Role: 'admin', GrantedBy: 'root' } }),
      log.record(account, { type: 'RoleGranted', data: { Role: 'admin', GrantedBy: 'root' } }),
      log.record(signInStream(OWNER), {
        type: 'UserLoggedIn',
        data: { SessionRef: 'ref', Address: '127.0.0.1', UserAgent: 'test', At: '2026-03-02T08:00:00.000Z' },
      }),
      log.record(account, { type: 'PasswordChanged', data: { ChangedAt: '2026-03-02T08:05:00.000Z' } }),
      log.record(account, { type: 'TrialExpired', data: { Reason: 'days', ExpiredAt: '2026-03-31T09:00:00.000Z' } }),
    );
    const [account_] = await given.documents(ACCOUNTS);
    expect(account_).toMatchObject({ Roles: ['notary', 'admin'], LastLoginAt: '2026-03-02T08:00:00.000Z', TrialExpired: 'days' });
    expect(account_).not.toHaveProperty('PasswordHash');
  });

  it('drops a revoked role, keeping the others', async () => {
    const log = accountLog();
    const account = accountStream(OWNER);
    const given = spec.given(
      log.registered(),
      log.record(account, { type: 'RoleGranted', data: { Role: 'admin', GrantedBy: 'cli' } }),
      log.record(account, { type: 'RoleGranted', data: { Role: 'support', GrantedBy: 'cli' } }),
      log.record(account, { type: 'RoleRevoked', data: { Role: 'admin', RevokedBy: 'cli' } }),
    );
    expect((await given.documents(ACCOUNTS))[0]).toMatchObject({ Roles: ['notary', 'support'] });
  });

  it('stops, naming the event, when an account event comes before the registration', async () => {
    const log = accountLog();
    await expect(spec.given(log.trialStarted()).documents(ACCOUNTS)).rejects.toThrow('Account notary-1 has no UserRegistered before TrialStarted');
  });
});
