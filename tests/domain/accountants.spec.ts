import { accountantAccessDecider, fieldChanges, hasAccess, rowChanges, type AccountantAccessCommand } from '@notary/domain';
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

  it('invites once by a normalised address, lets it in, and shuts it out on revoke; inviting again lets it back in', () => {
    const invited = run([invite(' CPA@Example.com '), invite('cpa@example.com')]);
    expect(invited.events).toEqual([{ type: 'AccountantInvited', data: { InvitationId: 'i1', Email: 'cpa@example.com', InvitedAt: NOW.toISOString() } }]);
    expect(hasAccess(invited.state, 'Cpa@example.com')).toBe(true);
    expect(hasAccess(invited.state, 'other@example.com')).toBe(false);
    const revoked = run([invite('cpa@example.com'), { type: 'RevokeAccountantAccess', invitationId: 'i1', now: NOW }]);
    expect(hasAccess(revoked.state, 'cpa@example.com')).toBe(false);
    expect(
      run([invite('cpa@example.com'), { type: 'RevokeAccountantAccess', invitationId: 'i1', now: NOW }, invite('cpa@example.com')]).state.invitations.i1!
        .revokedAt,
    ).toBeNull();
  });

  it('refuses a bad address, yourself, and an unknown invitation', () => {
    expect(() => run([invite('nope')])).toThrow('Please enter a valid email address');
    expect(() => run([invite('ANN@example.com')])).toThrow('You cannot invite yourself');
    expect(() => run([{ type: 'RevokeAccountantAccess', invitationId: 'zz', now: NOW }])).toThrow('The invitation was not found.');
  });
});
