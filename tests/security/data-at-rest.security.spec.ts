import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { accountStream, emailClaimStream, settingsStream, type NewEvent } from '@notary/events';
import { accountDecider, settingsDecider } from '@notary/domain';
import { SqliteEventStore } from '@notary/event-store';
import { envelope } from '@notary/infrastructure';
import { deterministicId } from '@notary/platform';
import { PasswordHasher } from '../../apps/command-api/src/core/auth/password-hasher';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp } from '../support/test-app';

/** Issue 11, item 8: files only the server's account can read, and no password hash left in the log. */

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const filesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
const containing = (dir: string, text: string) => filesIn(dir).filter((file) => fs.readFileSync(file).includes(Buffer.from(text)));

it('creates DATA_DIR 0700 and every file in it 0600', async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'notary-perms-')), 'data');
  const app = await startTestApp({ dataDir });
  try {
    const ann = new ApiClient(app.url);
    await ann.register('perms@example.com');
    await ann.post('/api/appointmentapi/save', signingBody());
    expect(modeOf(dataDir)).toBe(0o700);
    const files = filesIn(dataDir);
    expect(files.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['events.sqlite', 'events.sqlite-wal', 'read-models.sqlite', 'sessions.sqlite', 'server.lock']),
    );
    for (const file of files) expect({ file: path.basename(file), mode: modeOf(file).toString(8) }).toEqual({ file: path.basename(file), mode: '600' });
  } finally {
    await app.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

/** A DATA_DIR as the previous release left it: account events carrying hashes, files readable by all. */
async function previousRelease(dataDir: string, email: string, hashes: [string, string]): Promise<void> {
  fs.mkdirSync(dataDir, { mode: 0o755 });
  const store = SqliteEventStore.open(path.join(dataDir, 'events.sqlite'), { upcast: (event) => event });
  const userId = deterministicId('previous-release', email);
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));
  const context = (n: number) => ({
    ownerId: userId,
    actorId: userId,
    commandId: deterministicId('cmd', String(n)),
    correlationId: 'c',
    causationId: 'c',
    now: at(n),
  });
  const version1 = (event: NewEvent): NewEvent => ({ ...event, metadata: { ...event.metadata, schemaVersion: 1 } });
  const registered = accountDecider.decide(
    { type: 'RegisterUser', userId, email, userType: 0, now: at(0), trial: { days: 30, signings: 15 } },
    accountDecider.initialState(),
  );
  await store.appendToStream(
    emailClaimStream(email),
    [envelope({ type: 'EmailClaimed', data: { Email: email, UserId: userId } }, 0, emailClaimStream(email), context(0))],
    { expectedRevision: 'no_stream' },
  );
  const accountEvents = [
    { ...registered[0], data: { ...registered[0].data, PasswordHash: hashes[0] } },
    registered[1],
    { type: 'PasswordChanged', data: { PasswordHash: hashes[1], ChangedAt: at(5).toISOString() } },
  ];
  await store.appendToStream(
    accountStream(userId),
    accountEvents.map((event, index) => version1(envelope(event, index, accountStream(userId), context(index + 1)))),
    { expectedRevision: 'no_stream' },
  );
  const settings = settingsDecider.decide({ type: 'InitializeSettings', email }, settingsDecider.initialState());
  await store.appendToStream(
    settingsStream(userId),
    settings.map((event, index) => envelope(event, index, settingsStream(userId), context(10 + index))),
    { expectedRevision: 'no_stream' },
  );
  await store.close();
  for (const file of filesIn(dataDir)) fs.chmodSync(file, 0o644);
}

it('moves an earlier release’s password hashes out of the log: the current one signs in, no old one remains on disk', async () => {
  const hasher = new PasswordHasher();
  const hashes: [string, string] = [await hasher.hash('first password 1'), await hasher.hash('second password 2')];
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'notary-migrate-')), 'data');
  await previousRelease(dataDir, 'migrated@example.com', hashes);
  expect(containing(dataDir, hashes[0])).toHaveLength(1);

  const app = await startTestApp({ dataDir });
  try {
    expect((await new ApiClient(app.url).post('/api/accountapi/login', { Email: 'migrated@example.com', Password: 'second password 2' })).status).toBe(200);
    expect((await new ApiClient(app.url).post('/api/accountapi/login', { Email: 'migrated@example.com', Password: 'first password 1' })).status).toBe(401);
    const events = await app.runtime.stores.eventStore.readAll();
    expect(JSON.stringify(events)).not.toMatch(/PasswordHash|argon2/);
  } finally {
    await app.close();
  }
  // After a restart's worth of closing: the old hash is in no file at all, the current one only
  // in the credentials store, never in the log's files.
  expect(containing(dataDir, hashes[0])).toEqual([]);
  expect(containing(dataDir, hashes[1]).map((file) => path.basename(file))).toEqual(['sessions.sqlite']);
  expect(modeOf(dataDir)).toBe(0o700);
  for (const file of filesIn(dataDir)) expect(modeOf(file)).toBe(0o600);
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
}, 90_000);
