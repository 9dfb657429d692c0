import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiClient, signingBody } from '../support/api-client';
import { PNG_BYTES, uploadReceipt } from '../support/receipts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

// Leaving (issue 17): DELETE /api/accountapi/delete erases the notary from every embedded store, down
// to the free pages and write-ahead files, and leaves the other notaries' data whole.
const ZEB_EMAIL = 'zeb.leaving@example.com';
const OTHER_EMAIL = 'ophelia.staying@example.com';
const ZEB_RECEIPT = Buffer.concat([PNG_BYTES, Buffer.from('zebulon-receipt-bytes-7f3a91')]);
const OTHER_RECEIPT = Buffer.concat([PNG_BYTES, Buffer.from('ophelia-receipt-bytes-22c0de')]);

let sink: SmtpSink;
let dataDir: string;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-deletion-'));
  app = await startTestApp({ dataDir, env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under DATA_DIR as bytes, SQLite's -wal and -shm included. */
function filesUnder(dir: string): Array<{ file: string; bytes: Buffer }> {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() ? [{ file: path.relative(dir, file), bytes: fs.readFileSync(file) }] : [];
  });
}
const filesHolding = (needle: Buffer) =>
  filesUnder(dataDir)
    .filter(({ bytes }) => bytes.includes(needle))
    .map(({ file }) => file);

async function notaryWithData(client: ApiClient, email: string, signer: { FirstName: string; LastName: string }, receipt: Buffer) {
  const account = await client.register(email);
  await client.post('/api/settingsapi/save', { Profile: { Name: `${signer.FirstName} Notary`, Email: email } });
  const customer = (await client.post('/api/customerapi/save', { Name: `${signer.LastName} Title`, City: 'Austin', State: 'TX' })).body;
  // Saved as the web app saves, with a Command-Id: the answer (naming the signer) is kept a day for retries.
  const signing = (
    await client.request('POST', '/api/appointmentapi/save', signingBody({ ...signer, CustomerId: customer.Id, Amount: 150 }), { 'Command-Id': randomUUID() })
  ).body;
  const expense = (await client.post('/api/expenseapi/save', { Date: '2026-02-04', Payee: `${signer.LastName} Supplies`, Amount: 19.99, CategoryKey: 15 }))
    .body;
  expect((await uploadReceipt(client, expense.Id, receipt, 'receipt.png')).status).toBe(200);
  const invoice = (await client.query('/api/invoiceapi/get', { Id: signing.Id, Today: '2026-03-06' })).body;
  expect((await client.post('/api/invoiceapi/save', { ...invoice, InvoiceNumber: 1001 })).status).toBe(200);
  return { userId: account.UserId, signing, expense };
}

describe('DELETE /api/accountapi/delete', () => {
  it('erases the notary from every store, keeps only that an account was deleted, and leaves the other notary whole', async () => {
    const zeb = new ApiClient(app.url);
    const zebData = await notaryWithData(zeb, ZEB_EMAIL, { FirstName: 'Zebulon', LastName: 'Quackenbush' }, ZEB_RECEIPT);
    const other = new ApiClient(app.url);
    const otherData = await notaryWithData(other, OTHER_EMAIL, { FirstName: 'Ophelia', LastName: 'Wainwright' }, OTHER_RECEIPT);
    // An e-mail in the outbox, sent: its message and its PDF attachment are Zebulon's data too.
    const sent = await zeb.post('/api/invoiceapi/send', {
      InvoiceId: zebData.signing.Id,
      Sender: ZEB_EMAIL,
      Recepient: 'closings@title.example',
      Subject: 'Invoice for the Quackenbush signing',
      Body: 'Thank you, Zebulon Quackenbush',
    });
    expect(sent.status).toBe(200);
    await sink.waitFor(1, 10_000);
    expect(filesHolding(Buffer.from('Quackenbush')).length).toBeGreaterThan(0);

    // Without the typed word, or with a wrong password, nothing happens.
    const unconfirmed = await zeb.request('DELETE', '/api/accountapi/delete', { Password: 'correct horse 1', Confirmation: 'yes' });
    expect(unconfirmed.status).toBe(400);
    const wrong = await zeb.request('DELETE', '/api/accountapi/delete', { Password: 'not my password', Confirmation: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Response).toBe('The password is incorrect.');
    // A request without the anti-forgery header is refused as every write is.
    const forged = await fetch(`${app.url}/api/accountapi/delete`, {
      method: 'DELETE',
      headers: { cookie: zeb.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ Password: 'correct horse 1', Confirmation: 'DELETE' }),
    });
    expect(forged.status).toBe(403);

    const deleted = await zeb.request('DELETE', '/api/accountapi/delete', { Password: 'correct horse 1', Confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe(true);
    // Every session ended: the same cookie is signed out.
    expect((await zeb.get('/api/accountapi/session')).status).toBe(401);

    // A restart on the same DATA_DIR, then every byte of every file is searched.
    await app.close();
    app = await startTestApp({ dataDir, env: { SMTP_URL: sink.url } });
    // (Its user id stays, on purpose: the erasure record holds it, and it names no one.)
    for (const needle of [ZEB_EMAIL, 'Quackenbush', 'Zebulon']) expect({ needle, files: filesHolding(Buffer.from(needle)) }).toEqual({ needle, files: [] });
    expect(filesHolding(ZEB_RECEIPT)).toEqual([]);
    // The other notary's data is all there, in the files and through the API.
    for (const needle of [OTHER_EMAIL, 'Wainwright']) expect(filesHolding(Buffer.from(needle)).length).toBeGreaterThan(0);
    expect(filesHolding(OTHER_RECEIPT)).toHaveLength(1);

    const ophelia = new ApiClient(app.url);
    expect((await ophelia.post('/api/accountapi/login', { Email: OTHER_EMAIL, Password: 'correct horse 1' })).status).toBe(200);
    const signings = (await ophelia.query('/api/appointmentapi/getpage', { Year: 'All' })).body.Appointments;
    expect(signings).toEqual([expect.objectContaining({ Id: otherData.signing.Id, LastName: 'Wainwright' })]);
    const receipt = await ophelia.bytes('GET', `/api/expenseapi/getreceipt/${otherData.expense.Id}`);
    expect(receipt.bytes.equals(OTHER_RECEIPT)).toBe(true);
    expect((await ophelia.query('/api/invoiceapi/get', { Id: otherData.signing.Id })).body).toMatchObject({ Saved: true, InvoiceNumber: 1001 });

    // The login fails exactly as for an address that never had an account.
    const gone = await new ApiClient(app.url).post('/api/accountapi/login', { Email: ZEB_EMAIL, Password: 'correct horse 1' });
    const unknown = await new ApiClient(app.url).post('/api/accountapi/login', { Email: 'never-registered@example.com', Password: 'correct horse 1' });
    expect(gone.status).toBe(unknown.status);
    expect(gone.body).toEqual(unknown.body);

    // The audit keeps only that an account was deleted: its id, on the system's own stream.
    const records = await app.runtime.stores.eventStore.readAll({ filter: { eventTypes: ['AccountErased'] } });
    expect(records).toEqual([expect.objectContaining({ streamId: 'erasures', data: { UserId: zebData.userId } })]);
    expect(records[0]!.metadata.ownerId).toBe('system');
    expect(JSON.stringify(records)).not.toContain(ZEB_EMAIL);
    expect(await app.runtime.stores.eventStore.readByOwner(zebData.userId)).toEqual([]);
    // No read model holds a document of the erased owner (the admins' users list included).
    const documents = app.runtime.stores.documents;
    for (const name of await documents.listCollections())
      expect({ name, left: await documents.collection(name).countDocuments({ OwnerId: zebData.userId }) }).toEqual({ name, left: 0 });

    // The address can register afresh: a new account, with nothing of the old one.
    const again = new ApiClient(app.url);
    const fresh = await again.register(ZEB_EMAIL);
    expect(fresh.UserId).not.toBe(zebData.userId);
    expect((await again.query('/api/appointmentapi/getpage', { Year: 'All' })).body.Appointments).toEqual([]);
  });
});
