import { dataAccessStream } from '@notary/events';
import { OperatorAudit } from '../../apps/command-api/src/core/operators/operator-audit';
import type { SignedInUser } from '../../apps/command-api/src/core/auth/decorators';
import type { RequestMeta } from '../../apps/command-api/src/core/http/request-meta';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const operator = (userId: string, email: string) => ({ userId, email, roles: ['support'] }) as unknown as SignedInUser;
const meta = (commandId: string): RequestMeta => ({
  actorId: 'op',
  commandId,
  correlationId: commandId,
  causationId: commandId,
  address: '127.0.0.1',
  userAgent: 'test',
});

/**
 * The operators' routes (admin history, support streams, accountants' tax years) each record their
 * reads through OperatorAudit and have their own tests of it; this one checks the record itself and
 * the notary's "who looked at my data" list.
 */
describe('who looked at my data (/api/accountapi/dataaccess)', () => {
  it('lists each operator read of the notary’s data, newest first, with who, as what, what and why; never another notary’s', async () => {
    const ann = new ApiClient(app.url);
    const annId = (await ann.register('looked-at-ann@example.com')).UserId;
    const bob = new ApiClient(app.url);
    const bobId = (await bob.register('looked-at-bob@example.com')).UserId;
    const audit = app.app.get(OperatorAudit);

    await audit.recordRead(
      operator('sup-1', 'help@example.com'),
      { ownerId: annId, role: 'support', what: 'Stream signing-1', why: 'Ticket 42' },
      meta('7b4f3c52-9d0e-4d55-9f52-0f5b6c1e1a01'),
    );
    await audit.recordRead(
      operator('adm-1', 'boss@example.com'),
      { ownerId: annId, role: 'admin', what: 'History of the account', why: null },
      meta('7b4f3c52-9d0e-4d55-9f52-0f5b6c1e1a02'),
    );
    // A retried request (the same command id) is recorded once.
    await audit.recordRead(
      operator('adm-1', 'boss@example.com'),
      { ownerId: annId, role: 'admin', what: 'History of the account', why: null },
      meta('7b4f3c52-9d0e-4d55-9f52-0f5b6c1e1a02'),
    );
    await audit.recordRead(
      operator('acc-1', 'cpa@example.com'),
      { ownerId: bobId, role: 'accountant', what: 'Tax year 2026', why: null },
      meta('7b4f3c52-9d0e-4d55-9f52-0f5b6c1e1a03'),
    );
    // Looking at one's own account is not someone else looking.
    await audit.recordRead(
      operator(annId, 'looked-at-ann@example.com'),
      { ownerId: annId, role: 'admin', what: 'History of the account', why: null },
      meta('7b4f3c52-9d0e-4d55-9f52-0f5b6c1e1a04'),
    );

    const stream = await app.runtime.stores.eventStore.readStream(dataAccessStream(annId));
    expect(stream.map((event) => [event.type, event.metadata.ownerId, event.metadata.actorId])).toEqual([
      ['NotaryDataRead', annId, 'sup-1'],
      ['NotaryDataRead', annId, 'adm-1'],
    ]);
    await caughtUp(app.runtime.catalog, await app.runtime.stores.eventStore.headPosition());

    const list = await ann.get('/api/accountapi/dataaccess');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ Total: 2, PageNumber: 1, PageSize: 25 });
    expect(
      list.body.Items.map((read: { OperatorEmail: string; Role: string; What: string; Why: string | null }) => [
        read.OperatorEmail,
        read.Role,
        read.What,
        read.Why,
      ]),
    ).toEqual([
      ['boss@example.com', 'admin', 'History of the account', null],
      ['help@example.com', 'support', 'Stream signing-1', 'Ticket 42'],
    ]);
    const bobs = await bob.get('/api/accountapi/dataaccess?PageSize=1');
    expect(bobs.body).toMatchObject({ Total: 1, PageSize: 1, Items: [expect.objectContaining({ OperatorEmail: 'cpa@example.com', Role: 'accountant' })] });
  });

  it('needs a session, and answers 400 to a bad page', async () => {
    expect((await new ApiClient(app.url).get('/api/accountapi/dataaccess')).status).toBe(401);
    const cy = new ApiClient(app.url);
    await cy.register('looked-at-cy@example.com');
    const bad = await cy.get('/api/accountapi/dataaccess?PageSize=1000');
    expect(bad.status).toBe(400);
    expect(bad.body.Response).toEqual(expect.any(String));
  });
});
