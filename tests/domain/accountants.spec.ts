import {
  ACCOUNTANT_INVITATION_LINK_VALID_MS,
  accountantAccessDecider,
  fieldChanges,
  hasAccess,
  rowChanges,
  type AccountantAccessCommand,
} from '@notary/domain';
import { fold } from '@notary/domain';
import type { AccountantAccessEvent } from '@notary/events';

const NOW = new Date('2026-04-15T17:00:00.000Z');

describe('rowChanges: the tax year as filed versus now', () => {
  const filed = [
    { Id: 's1', Date: '2026-02-20', Fee: 100, Paid: 100 },
    { Id: 's2', Date: '2026-03-01', Fee: 75, Paid: 0 },
    { Id: 's3', Date: '2026-03-09', Fee: 50, Paid: 50 },
  ];
  const now = [
    { Id: 's1', Date: '2026-02-20', Fee: 180, Paid: 180 },
    { Id: 's3', Date: '2026-03-09', Fee: 50, Paid: 50 },
    { Id: 's4', Date: '2026-05-02', Fee: 125, Paid: 0 },
  ];

  it('lists each row removed, changed (only the fields that differ) and added, and leaves equal rows out', () => {
    expect(rowChanges('Signing', filed, now)).toEqual([
      {
        Kind: 'Signing',
        Id: 's2',
        Change: 'Removed',
        Before: filed[1],
        After: null,
        Fields: [
          { Field: 'Date', Before: '2026-03-01', After: null },
          { Field: 'Fee', Before: 75, After: null },
          { Field: 'Paid', Before: 0, After: null },
        ],
      },
      {
        Kind: 'Signing',
        Id: 's1',
        Change: 'Changed',
        Before: filed[0],
        After: now[0],
        Fields: [
          { Field: 'Fee', Before: 100, After: 180 },
          { Field: 'Paid', Before: 100, After: 180 },
        ],
      },
      {
        Kind: 'Signing',
        Id: 's4',
        Change: 'Added',
        Before: null,
        After: now[2],
        Fields: [
          { Field: 'Date', Before: null, After: '2026-05-02' },
          { Field: 'Fee', Before: null, After: 125 },
          { Field: 'Paid', Before: null, After: 0 },
        ],
      },
    ]);
  });

  it('finds nothing between equal books, and a field that appears or disappears', () => {
    expect(
      rowChanges(
        'Expense',
        filed,
        filed.map((row) => ({ ...row })),
      ),
    ).toEqual([]);
    expect(fieldChanges({ Id: 'e1', Payee: 'A' }, { Id: 'e1', Payee: 'A', Line: '18' })).toEqual([{ Field: 'Line', Before: null, After: '18' }]);
  });
});

describe('accountantAccessDecider', () => {
  const run = (commands: AccountantAccessCommand[]) => {
    const events: AccountantAccessEvent[] = [];
    for (const command of commands) events.push(...accountantAccessDecider.decide(command, fold(accountantAccessDecider, events)));
    return { events, state: fold(accountantAccessDecider, events) };
  };
  const invite = (email: string): AccountantAccessCommand => ({
    type: 'InviteAccountant',
    invitationId: 'i1',
    email,
    notaryEmail: 'ann@example.com',
    now: NOW,
  });

  const link = (tokenHash: string, now = NOW): AccountantAccessCommand => ({ type: 'IssueAccountantInvitationLink', invitationId: 'i1', tokenHash, now });
  const accept = (tokenHash: string, accountantId: string, email: string, now = NOW): AccountantAccessCommand => ({
    type: 'AcceptAccountantInvitation',
    tokenHash,
    accountantId,
    email,
    now,
  });

  it('invites once by a normalised address; only accepting the latest link with that address lets the accountant in, until a revoke', () => {
    const invited = run([invite(' CPA@Example.com '), invite('cpa@example.com')]);
    expect(invited.events).toEqual([{ type: 'AccountantInvited', data: { InvitationId: 'i1', Email: 'cpa@example.com', InvitedAt: NOW.toISOString() } }]);
    // Invited is not in: nobody's access until the link is used.
    expect(hasAccess(invited.state, 'u-cpa')).toBe(false);
    const accepted = run([invite('cpa@example.com'), link('h1'), link('h2'), accept('h2', 'u-cpa', 'Cpa@example.com')]);
    expect(accepted.events[1]).toEqual({
      type: 'AccountantInvitationSent',
      data: {
        InvitationId: 'i1',
        TokenHash: 'h1',
        ExpiresAt: new Date(NOW.getTime() + ACCOUNTANT_INVITATION_LINK_VALID_MS).toISOString(),
        SentAt: NOW.toISOString(),
      },
    });
    expect(hasAccess(accepted.state, 'u-cpa')).toBe(true);
    expect(hasAccess(accepted.state, 'u-other')).toBe(false);
    const revoked = run([
      invite('cpa@example.com'),
      link('h1'),
      accept('h1', 'u-cpa', 'cpa@example.com'),
      { type: 'RevokeAccountantAccess', invitationId: 'i1', now: NOW },
    ]);
    expect(hasAccess(revoked.state, 'u-cpa')).toBe(false);
    // Invited again after a revoke: a new invitation, to be accepted again.
    const again = run([
      invite('cpa@example.com'),
      link('h1'),
      accept('h1', 'u-cpa', 'cpa@example.com'),
      { type: 'RevokeAccountantAccess', invitationId: 'i1', now: NOW },
      invite('cpa@example.com'),
    ]);
    expect(again.state.invitations.i1).toMatchObject({ revokedAt: null, accountantId: null });
    expect(hasAccess(again.state, 'u-cpa')).toBe(false);
  });

  it('refuses a replaced, used, expired or revoked link, another address, and a link for a closed invitation', () => {
    const invalid = 'This invitation link is invalid, has already been used or has expired.';
    expect(() => run([invite('cpa@example.com'), link('h1'), link('h2'), accept('h1', 'u-cpa', 'cpa@example.com')])).toThrow(invalid);
    expect(() => run([invite('cpa@example.com'), link('h1'), accept('h1', 'u-cpa', 'cpa@example.com'), accept('h1', 'u-cpa', 'cpa@example.com')])).toThrow(
      invalid,
    );
    const late = new Date(NOW.getTime() + ACCOUNTANT_INVITATION_LINK_VALID_MS);
    expect(() => run([invite('cpa@example.com'), link('h1'), accept('h1', 'u-cpa', 'cpa@example.com', late)])).toThrow(invalid);
    expect(() =>
      run([invite('cpa@example.com'), link('h1'), { type: 'RevokeAccountantAccess', invitationId: 'i1', now: NOW }, accept('h1', 'u-cpa', 'cpa@example.com')]),
    ).toThrow(invalid);
    // Another address leaves the link usable for the right one.
    expect(() => run([invite('cpa@example.com'), link('h1'), accept('h1', 'u-x', 'stranger@example.com')])).toThrow('sent to another e-mail address');
    expect(hasAccess(run([invite('cpa@example.com'), link('h1'), accept('h1', 'u-cpa', 'cpa@example.com')]).state, 'u-cpa')).toBe(true);
    expect(() => run([invite('cpa@example.com'), { type: 'RevokeAccountantAccess', invitationId: 'i1', now: NOW }, link('h1')])).toThrow(
      'taken back or already accepted',
    );
    expect(() => run([link('h1')])).toThrow('taken back or already accepted');
  });

  it('refuses a bad address, yourself, and an unknown invitation', () => {
    expect(() => run([invite('nope')])).toThrow('Please enter a valid email address');
    expect(() => run([invite('ANN@example.com')])).toThrow('You cannot invite yourself');
    expect(() => run([{ type: 'RevokeAccountantAccess', invitationId: 'zz', now: NOW }])).toThrow('The invitation was not found.');
  });
});
