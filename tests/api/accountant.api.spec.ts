import type { TaxYearAnswer, TaxYearChange } from '@notary/contracts';
import { ManualClock } from '@notary/platform';
import { ApiClient, signingBody } from '../support/api-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

// Accountants (issue 16): a notary invites one by e-mail; the accountant accepts through the
// e-mailed single-use link, signed in with the invited address (an account with the address alone
// proves nothing); they then read that notary's tax year (now, or as the log stood at a moment, and
// what changed since), every look is recorded on the notary's data-access stream, and a revoke
// shuts the door on the next call.
const YEAR = 2026;
const LINK_INVALID = 'This invitation link is invalid, has already been used or has expired. Ask the notary to send the invitation again.';
const OTHER_ADDRESS =
  'This invitation was sent to another e-mail address than the one you are signed in with. Sign in with the address the invitation was sent to, then open the link again.';
const clock = new ManualClock(new Date('2026-03-01T12:00:00.000Z'));
let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ clock, env: { TRIAL_SIGNINGS: '1000', SMTP_URL: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

/** Lists read across owners follow other people's writes: wait until the read models hold the last one. */
const readModelsHold = async (...clients: ApiClient[]) => {
  for (const client of clients) await caughtUp(app.runtime.catalog, client.lastPosition);
  await caughtUp(app.runtime.catalog, await app.runtime.stores.eventStore.headPosition());
};
const taxYear = async (client: ApiClient, ownerId: string, query = '') => client.get(`/api/accountantapi/taxyear/${ownerId}/${YEAR}${query}`);
const figure = (answer: TaxYearAnswer['Books'], key: string) => answer.Totals[key];
const accept = (client: ApiClient, token: string) => client.post('/api/accountantapi/accept', { Token: token });

/** The `nth` invitation e-mail sent to `to` (waiting for it to leave), and its link's token. */
async function invitationMail(to: string, nth = 1) {
  const mail = await sink.mailTo(to, nth);
  const link = /https?:\/\/\S+\/Accountant\/Accept\?token=(\S+)/.exec(mail.parsed.text ?? '');
  return { mail, token: link ? decodeURIComponent(link[1]!) : '' };
}

async function notaryWithAccountant(name: string) {
  const notary = new ApiClient(app.url);
  const { UserId: ownerId } = await notary.register(`${name}-notary@example.com`);
  const accountant = new ApiClient(app.url);
  await accountant.register(`${name}-cpa@example.com`);
  const invited = await notary.post('/api/accountantapi/invite', { Email: ` ${name.toUpperCase()}-CPA@example.com ` });
  expect(invited.status).toBe(200);
  const { token } = await invitationMail(`${name}-cpa@example.com`);
  const accepted = await accept(accountant, token);
  expect(accepted.status).toBe(200);
  await readModelsHold(notary, accountant);
  return { notary, ownerId, accountant, invitationId: invited.body.Id as string, token };
}

describe('/api/accountantapi: invitations', () => {
  it('invites by e-mail with a link (inviting again sends it again), refuses a bad address and yourself; only the link lets the accountant in', async () => {
    const notary = new ApiClient(app.url);
    const { UserId: ownerId } = await notary.register('inv-notary@example.com');
    const first = await notary.post('/api/accountantapi/invite', { Email: 'Books@CPA-firm.example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      Email: 'books@cpa-firm.example.com',
      Status: 'Invited',
      RevokedAt: null,
      AcceptedAt: null,
      Unchanged: false,
      EmailQueued: true,
      EmailProblem: null,
    });
    const { mail, token: firstToken } = await invitationMail('books@cpa-firm.example.com');
    expect(mail.parsed.subject).toBe('inv-notary@example.com invites you to read their books on Notary Ledger');
    expect(firstToken).toMatch(new RegExp(`^${ownerId}\\.[A-Za-z0-9_-]{43}$`));
    // Only the token's hash rests in the log.
    const stream = await app.runtime.stores.eventStore.readStream(`accountant-access-${ownerId}`);
    expect(JSON.stringify(stream)).not.toContain(firstToken);
    expect(stream.map((event) => event.type)).toEqual(['AccountantInvited', 'AccountantInvitationSent']);

    // "Send again": the same invitation, a new link that replaces the first.
    const again = await notary.post('/api/accountantapi/invite', { Email: 'books@cpa-firm.example.com' });
    expect(again.body).toMatchObject({ Id: first.body.Id, Unchanged: true, EmailQueued: true });
    const { token } = await invitationMail('books@cpa-firm.example.com', 2);

    const bad = await notary.post('/api/accountantapi/invite', { Email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Response: 'Please enter a valid email address', Code: 'ACCOUNTANT.EMAIL_INVALID' });
    const self = await notary.post('/api/accountantapi/invite', { Email: 'INV-notary@example.com' });
    expect(self.status).toBe(400);
    expect(self.body.Code).toBe('ACCOUNTANT.SELF');

    await readModelsHold(notary);
    const list = await notary.get('/api/accountantapi/invitations');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        Id: first.body.Id,
        Email: 'books@cpa-firm.example.com',
        Status: 'Invited',
        InvitedAt: expect.any(String),
        RevokedAt: null,
        LinkSentAt: expect.any(String),
        AcceptedAt: null,
      },
    ]);

    // The accountant registers with that address: still only Invited, no client, no menu.
    const accountant = new ApiClient(app.url);
    await accountant.register('books@cpa-firm.example.com');
    await readModelsHold(accountant);
    expect((await notary.get('/api/accountantapi/invitations')).body[0].Status).toBe('Invited');
    expect((await accountant.get('/api/accountantapi/clients')).body).toEqual([]);
    expect((await accountant.get('/api/accountapi/session')).body.Roles).not.toContain('accountant');

    // The replaced link is dead; the notary (another address) cannot use the live one, and trying leaves it usable.
    expect((await accept(accountant, firstToken)).body).toMatchObject({ Response: LINK_INVALID, Code: 'ACCOUNTANT.INVITATION_LINK_INVALID' });
    const notaryTries = await accept(notary, token);
    expect(notaryTries).toMatchObject({ status: 400, body: { Response: OTHER_ADDRESS, Code: 'ACCOUNTANT.INVITATION_OTHER_ADDRESS' } });

    const accepted = await accept(accountant, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      Response: 'You can now read the books of inv-notary@example.com.',
      OwnerId: ownerId,
      Notary: 'inv-notary@example.com',
    });
    // Used once: a second use is refused.
    expect(await accept(accountant, token)).toMatchObject({ status: 400, body: { Response: LINK_INVALID } });

    await readModelsHold(accountant);
    expect((await notary.get('/api/accountantapi/invitations')).body[0]).toMatchObject({ Status: 'Active', AcceptedAt: expect.any(String) });
    const clients = await accountant.get('/api/accountantapi/clients');
    expect(clients.status).toBe(200);
    expect(clients.body).toEqual([{ OwnerId: ownerId, Name: '', Company: '', Email: 'inv-notary@example.com', InvitedAt: first.body.InvitedAt }]);
    // Accepting gives them the accountant role (the menu), granted by the notary.
    expect((await accountant.get('/api/accountapi/session')).body.Roles).toContain('accountant');
    expect((await notary.get('/api/accountapi/session')).body.Roles).not.toContain('accountant');
    // Inviting an accepted accountant again sends nothing.
    expect((await notary.post('/api/accountantapi/invite', { Email: 'books@cpa-firm.example.com' })).body).toMatchObject({
      Status: 'Active',
      Unchanged: true,
      EmailQueued: false,
    });
  });

  it('grants the accountant role on accepting, the notary as the actor, and answers 401 signed out', async () => {
    const { accountant, ownerId } = await notaryWithAccountant('role');
    const session = (await accountant.get('/api/accountapi/session')).body;
    expect(session.Roles).toContain('accountant');
    const granted = (await app.runtime.stores.eventStore.readStream(`user-${session.UserId}`)).filter((event) => event.type === 'RoleGranted');
    expect(granted.map((event) => [event.data, event.metadata.actorId])).toEqual([[{ Role: 'accountant', GrantedBy: ownerId }, ownerId]]);
    expect((await new ApiClient(app.url).get('/api/accountantapi/clients')).status).toBe(401);
    expect((await new ApiClient(app.url).post('/api/accountantapi/accept', { Token: 'x' })).status).toBe(401);
  });

  it('records the invitation and says why when the server cannot send e-mail', async () => {
    const offline = await startTestApp({ clock });
    try {
      const notary = new ApiClient(offline.url);
      await notary.register('offline-notary@example.com');
      const invited = await notary.post('/api/accountantapi/invite', { Email: 'offline-cpa@example.com' });
      expect(invited.status).toBe(200);
      expect(invited.body).toMatchObject({
        Status: 'Invited',
        LinkSentAt: null,
        EmailQueued: false,
        EmailProblem: 'E-mail is not configured on this server: set SMTP_URL to send e-mail.',
      });
      await caughtUp(offline.runtime.catalog, notary.lastPosition);
      expect((await notary.get('/api/accountantapi/invitations')).body).toEqual([expect.objectContaining({ Status: 'Invited', LinkSentAt: null })]);
    } finally {
      await offline.close();
    }
  });
});

describe('/api/accountantapi: an address is not proof (the attack)', () => {
  it('a stranger who registers first with the invited address reads nothing; the link works only for that address, once', async () => {
    const notary = new ApiClient(app.url);
    const { UserId: ownerId } = await notary.register('target-notary@example.com');
    await notary.post('/api/appointmentapi/save', signingBody({ AppointmentDate: `${YEAR}-02-10`, Amount: 150 }));
    const invited = await notary.post('/api/accountantapi/invite', { Email: 'target-cpa@example.com' });
    expect(invited.status).toBe(200);
    // Knowing the address, the stranger registers with it before the accountant does.
    const stranger = new ApiClient(app.url);
    await stranger.register('target-cpa@example.com');
    await readModelsHold(notary, stranger);
    expect(await taxYear(stranger, ownerId)).toMatchObject({ status: 404, body: { Response: 'The notary was not found.' } });
    expect((await stranger.get('/api/accountantapi/clients')).body).toEqual([]);
    expect((await stranger.get('/api/accountapi/session')).body.Roles).not.toContain('accountant');
    // Guessing at links gets nowhere.
    expect(await accept(stranger, 'not-a-link')).toMatchObject({ status: 400, body: { Response: LINK_INVALID } });
    expect(await accept(stranger, `${ownerId}.${'A'.repeat(43)}`)).toMatchObject({ status: 400, body: { Response: LINK_INVALID } });

    // The link went to the mailbox, whose owner is signed in with another address: refused.
    const { token } = await invitationMail('target-cpa@example.com');
    const owner = new ApiClient(app.url);
    await owner.register('target-cpa-home@example.com');
    expect(await accept(owner, token)).toMatchObject({ status: 400, body: { Response: OTHER_ADDRESS } });
    expect(await taxYear(owner, ownerId)).toMatchObject({ status: 404 });
    expect(await taxYear(stranger, ownerId)).toMatchObject({ status: 404 });
    // Nothing was recorded on the notary's data-access stream: nobody read.
    expect(await app.runtime.stores.eventStore.readStream(`data-access-${ownerId}`)).toEqual([]);
  });
});

describe('/api/accountantapi/taxyear: who may read', () => {
  it('lets the invited accountant in, answers 404 to anyone else and after a revoke, and records each look', async () => {
    const { notary, ownerId, accountant, invitationId, token } = await notaryWithAccountant('door');
    await notary.post(
      '/api/appointmentapi/save',
      signingBody({ AppointmentDate: `${YEAR}-02-10`, Amount: 150, Payments: [{ PaidDate: `${YEAR}-02-12`, Amount: 150 }] }),
    );
    await readModelsHold(notary);

    const read = await taxYear(accountant, ownerId, '?Why=Preparing%20the%202026%20return');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ OwnerId: ownerId, Year: YEAR, Books: { AsOf: null, Income: { Billed: 150, Paid: 150, GrossReceipts: 150 } } });
    expect(read.body.Books.Signings).toHaveLength(1);

    // A notary who did not invite them, and an accountant nobody invited: the same 404 as no notary at all.
    const stranger = new ApiClient(app.url);
    await stranger.register('door-stranger@example.com');
    expect((await taxYear(stranger, ownerId)).status).toBe(404);
    expect((await taxYear(stranger, 'no-such-notary')).status).toBe(404);
    // The notary reads their own year without a record.
    expect((await taxYear(notary, ownerId)).status).toBe(200);

    const revoked = await notary.post('/api/accountantapi/revoke', { Id: invitationId });
    expect(revoked.body).toMatchObject({ Status: 'Revoked', RevokedAt: expect.any(String) });
    // At once: the access check reads the notary's stream, not a read model that may lag.
    const after = await taxYear(accountant, ownerId);
    expect(after.status).toBe(404);
    expect(after.body.Response).toBe('The notary was not found.');
    await readModelsHold(notary);
    expect((await accountant.get('/api/accountantapi/clients')).body).toEqual([]);
    expect((await notary.get('/api/accountantapi/invitations')).body[0].Status).toBe('Revoked');
    expect((await notary.post('/api/accountantapi/revoke', { Id: 'no-such-invitation' })).status).toBe(404);
    // The used link does not open the door again.
    expect(await accept(accountant, token)).toMatchObject({ status: 400, body: { Response: LINK_INVALID } });
    expect((await taxYear(accountant, ownerId)).status).toBe(404);

    const audit = await app.runtime.stores.eventStore.readStream(`data-access-${ownerId}`);
    expect(audit.map((event) => [event.type, (event.data as { What: string }).What, (event.data as { Why: string | null }).Why])).toEqual([
      ['NotaryDataRead', `Tax year ${YEAR}`, 'Preparing the 2026 return'],
    ]);
    expect(audit[0]!.data).toMatchObject({ Role: 'accountant', OperatorEmail: 'door-cpa@example.com' });
  });
});

describe('/api/accountantapi/taxyear?AsOf: the year as filed, and what changed since', () => {
  it('replays the log up to the moment: the old fee then, the new one now, and the changes listed', async () => {
    const { notary, ownerId, accountant } = await notaryWithAccountant('asof');
    clock.advance(5 * 60_000);
    const signing = await notary.post(
      '/api/appointmentapi/save',
      signingBody({ LastName: 'Hale', AppointmentDate: `${YEAR}-02-20`, Amount: 100, Payments: [{ PaidDate: `${YEAR}-02-25`, Amount: 100 }] }),
    );
    expect(signing.status).toBe(200);
    const paper = await notary.post('/api/expenseapi/save', { Date: `${YEAR}-02-21`, Payee: 'Office Depot', Amount: 40, CategoryKey: 1 });
    const toner = await notary.post('/api/expenseapi/save', { Date: `${YEAR}-02-22`, Payee: 'Staples', Amount: 25, CategoryKey: 1 });
    expect(toner.status).toBe(200);
    await readModelsHold(notary);

    // T: the books as the return was filed (within a session's life: the test clock moves sessions too).
    clock.advance(10 * 60_000);
    const T = clock.now().toISOString();
    clock.advance(20 * 60_000);
    const current = signing.body;
    const changed = await notary.post(
      '/api/appointmentapi/save',
      signingBody({
        Id: signing.body.Id,
        Revision: current.Revision,
        LastName: 'Hale',
        AppointmentDate: `${YEAR}-02-20`,
        Amount: 180,
        Payments: current.Payments.map((payment: Record<string, unknown>) => ({ ...payment, Amount: 180 })),
      }),
    );
    expect(changed.status).toBe(200);
    const fuel = await notary.post('/api/expenseapi/save', { Date: `${YEAR}-03-03`, Payee: 'Shell', Amount: 60, CategoryKey: 1 });
    expect(fuel.status).toBe(200);
    expect((await notary.post(`/api/expenseapi/delete/${paper.body.Id}`, {})).status).toBe(200);
    await readModelsHold(notary);

    const now = await taxYear(accountant, ownerId);
    expect(now.status).toBe(200);
    expect(now.body.Books.Income).toEqual({ Billed: 180, Paid: 180, GrossReceipts: 180 });

    const asOf = await taxYear(accountant, ownerId, `?AsOf=${encodeURIComponent(T)}`);
    expect(asOf.status).toBe(200);
    const filed: TaxYearAnswer['Books'] = asOf.body.Books;
    expect(filed.AsOf).toBe(T);
    expect(filed.Income).toEqual({ Billed: 100, Paid: 100, GrossReceipts: 100 });
    expect(filed.Signings).toEqual([expect.objectContaining({ Id: signing.body.Id, Fee: 100, Paid: 100 })]);
    expect(filed.Expenses.map((row) => row.Payee)).toEqual(['Office Depot', 'Staples']);
    expect(figure(filed, 'Expenses')).toBe(65);
    expect(figure(filed, 'NetProfit')).toBe(35);
    expect(figure(now.body.Books, 'NetProfit')).toBe(95);
    expect(asOf.body.Changes).toBeUndefined();

    const compared = await taxYear(accountant, ownerId, `?AsOf=${encodeURIComponent(T)}&Compare=now`);
    expect(compared.status).toBe(200);
    expect(compared.body.Books.Income.GrossReceipts).toBe(100);
    expect(compared.body.Now.Income.GrossReceipts).toBe(180);
    const changes: TaxYearChange[] = compared.body.Changes;
    const about = (kind: string, change: string) => changes.filter((entry) => entry.Kind === kind && entry.Change === change);
    expect(about('Signing', 'Changed')).toEqual([
      expect.objectContaining({
        Id: signing.body.Id,
        Before: expect.objectContaining({ Fee: 100 }),
        After: expect.objectContaining({ Fee: 180 }),
        Fields: expect.arrayContaining([
          { Field: 'Fee', Before: 100, After: 180 },
          { Field: 'Paid', Before: 100, After: 180 },
        ]),
      }),
    ]);
    expect(about('Expense', 'Added')).toEqual([
      expect.objectContaining({ Id: fuel.body.Id, Before: null, After: expect.objectContaining({ Payee: 'Shell', Amount: 60 }) }),
    ]);
    expect(about('Expense', 'Removed')).toEqual([
      expect.objectContaining({ Id: paper.body.Id, After: null, Before: expect.objectContaining({ Payee: 'Office Depot' }) }),
    ]);
    expect(about('Payment', 'Changed')).toEqual([expect.objectContaining({ Fields: [{ Field: 'Amount', Before: 100, After: 180 }] })]);
    expect(changes.filter((entry) => entry.Id === toner.body.Id)).toEqual([]);

    // A moment before anything was recorded: an empty year, not an error.
    const before = await taxYear(accountant, ownerId, '?AsOf=2025-12-31T00:00:00Z');
    expect(before.body.Books.Signings).toEqual([]);
    expect(figure(before.body.Books, 'NetProfit')).toBe(0);

    expect((await taxYear(accountant, ownerId, '?AsOf=yesterday')).status).toBe(400);

    const audit = await app.runtime.stores.eventStore.readStream(`data-access-${ownerId}`);
    expect(audit.map((event) => (event.data as { What: string }).What)).toEqual([
      `Tax year ${YEAR}`,
      `Tax year ${YEAR} (as of ${T.slice(0, 16).replace('T', ' ')} UTC)`,
      `Tax year ${YEAR} (as of ${T.slice(0, 16).replace('T', ' ')} UTC, compared with now)`,
      `Tax year ${YEAR} (as of 2025-12-31 00:00 UTC)`,
    ]);
  });
});
