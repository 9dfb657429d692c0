import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ManualClock } from '@notary/platform';
import { TrialScheduler } from '@notary/policies';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { caughtUp } from '../support/deadline';

const DAY = 24 * 60 * 60 * 1000;

describe('settings (spec 000 §3-4, 001 §7)', () => {
  let app: TestApp;
  let ann: ApiClient;
  beforeAll(async () => {
    app = await startTestApp();
    ann = new ApiClient(app.url);
    await ann.register('settings@example.com');
  });
  afterAll(() => app.close());

  it('starts a new notary with the standard types of work, carriers and onboarding status 0', async () => {
    const settings = (await ann.get('/api/settingsapi/get/')).body;
    expect(settings).toMatchObject({ IsOnboardedStatus: 0, GridView: 'medium', HiddenColumns: [] });
    expect(settings.LoanTypes.find((t: { Id: number }) => t.Id === 6)).toMatchObject({ AppointmentCategory: { Id: 2, Description: 'LOAN SIGNING WORK' } });
    expect(settings.TrackingCompanies.map((c: { Name: string }) => c.Name)).toEqual(['FedEx', 'UPS', 'USPS', 'DHL']);
  });

  it('saves settings and answers the saved copy; closing a help dialog saves status 2', async () => {
    const saved = await ann.post('/api/settingsapi/save', {
      GridView: 'condensed',
      HiddenColumns: ['Mileage', 'Docs'],
      Profile: { Name: 'Ann Notary', City: 'Austin' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      GridView: 'condensed',
      HiddenColumns: ['Mileage', 'Docs'],
      Profile: { Name: 'Ann Notary', City: 'Austin', Email: 'settings@example.com' },
    });
    const onboarded = await ann.post('/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 2 });
    expect(onboarded.body).toMatchObject({ IsOnboardedStatus: 2 });
    const reread = (await ann.get('/api/settingsapi/get/')).body;
    expect(reread).toMatchObject({ GridView: 'condensed', IsOnboardedStatus: 2, Profile: { Name: 'Ann Notary' } });
    expect((await ann.get('/api/accountapi/session')).body.Name).toBe('Ann Notary');
  });

  it('refuses values outside the contract', async () => {
    expect((await ann.post('/api/settingsapi/save', { GridView: 'huge' })).status).toBe(400);
    expect((await ann.post('/api/settingsapi/save', { HiddenColumns: ['NotAColumn'] })).status).toBe(400);
    expect((await ann.post('/api/settingsapi/saveonboardstatus', { IsOnboardedStatus: 7 })).status).toBe(400);
  });
});

describe('the trial (spec 000 §4)', () => {
  const clock = new ManualClock(new Date('2026-05-01T15:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock, env: { TRIAL_SIGNINGS: '3' } });
  });
  afterAll(() => app.close());

  it('ends after the configured number of signings: TrialExpired is recorded and changes are refused', async () => {
    const ann = new ApiClient(app.url);
    await ann.register('trial-signings@example.com');
    for (let i = 0; i < 3; i++) expect((await ann.post('/api/appointmentapi/save', signingBody({ LastName: `Signer ${i}` }))).status).toBe(200);
    await caughtUp(app.runtime.catalog, ann.lastPosition);
    const billing = (await ann.get('/api/accountapi/billing')).body;
    expect(billing).toMatchObject({ Status: 'Trial Expired', TrialSigningsRemaining: 0 });
    const refused = await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'One too many' }));
    expect(refused.status).toBe(402);
    expect(refused.body.Response).toBe('Your Trial has Expired');
    // Each signing was counted on the account's own stream, and the last one ended the trial there.
    const events = await app.runtime.stores.eventStore.readStream(`user-${(await ann.get('/api/accountapi/session')).body.UserId}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'TrialStarted', 'TrialSigningUsed', 'TrialSigningUsed', 'TrialSigningUsed', 'TrialExpired']);
    expect(events.at(-1)!.data).toMatchObject({ Reason: 'signings' });
    // Reads stay open: the notary can still see their signings.
    expect((await ann.query('/api/appointmentapi/getpage', { Year: 2026 })).body.TotalCount).toBe(3);
  });

  it('ends after the configured days, recorded by the scheduler', async () => {
    const bob = new ApiClient(app.url);
    const { UserId } = await bob.register('trial-days@example.com', 'bobs-password');
    expect((await bob.get('/api/accountapi/billing')).body).toMatchObject({ Status: 'Trial', TrialDaysRemaining: 30 });
    clock.advance(29 * DAY);
    // Idle sessions end after 14 days, so Bob signs in again after four weeks away.
    expect((await bob.get('/api/accountapi/billing')).status).toBe(401);
    await bob.post('/api/accountapi/login', { Email: 'trial-days@example.com', Password: 'bobs-password' });
    expect((await bob.get('/api/accountapi/billing')).body).toMatchObject({ Status: 'Trial', TrialDaysRemaining: 1 });
    clock.advance(DAY);
    await app.runtime.background!.job(TrialScheduler)!.sweep();
    expect((await bob.get('/api/accountapi/billing')).body).toMatchObject({ Status: 'Trial Expired', TrialDaysRemaining: 0 });
    const events = await app.runtime.stores.eventStore.readStream(`user-${UserId}`);
    expect(events.at(-1)).toMatchObject({ type: 'TrialExpired', data: { Reason: 'days' }, metadata: { actorId: 'system' } });
  });
});

describe('roles: npm run grant-role', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('grants a role against the configured stores while the server runs', async () => {
    const ann = new ApiClient(app.url);
    await ann.register('future-admin@example.com');
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['-r', '@swc-node/register', 'scripts/grant-role.ts', 'future-admin@example.com', 'admin'], {
      env: { ...process.env, DATA_DIR: app.dataDir, EVENTSTORE_CONNECTION_STRING: '', MONGODB_URI: '' },
    });
    expect(stdout).toContain('Granted admin to future-admin@example.com');
    // The server notices the other process's append and the projector updates the account.
    let roles: string[] = [];
    for (let i = 0; i < 300 && !roles.includes('admin'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      roles = (await ann.get('/api/accountapi/session')).body.Roles;
    }
    expect(roles).toEqual(['notary', 'admin']);
    const unknown = await run(process.execPath, ['-r', '@swc-node/register', 'scripts/grant-role.ts', 'x@example.com', 'wizard'], {
      env: { ...process.env, DATA_DIR: app.dataDir },
    }).catch((error) => error);
    expect(unknown.stderr).toContain('Unknown role "wizard"');

    // --revoke takes it back, against the same DATA_DIR: admin calls answer 403 again.
    const revoked = await run(process.execPath, ['-r', '@swc-node/register', 'scripts/grant-role.ts', 'future-admin@example.com', 'admin', '--revoke'], {
      env: { ...process.env, DATA_DIR: app.dataDir, EVENTSTORE_CONNECTION_STRING: '', MONGODB_URI: '' },
    });
    expect(revoked.stdout).toContain('Revoked admin from future-admin@example.com');
    for (let i = 0; i < 300 && roles.includes('admin'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      roles = (await ann.get('/api/accountapi/session')).body.Roles;
    }
    expect(roles).toEqual(['notary']);
    expect((await ann.get('/api/adminapi/getfeedback/')).status).toBe(403);
  }, 120_000);
});
