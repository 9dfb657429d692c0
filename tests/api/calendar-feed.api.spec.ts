import ical from 'node-ical';
import { ApiClient, signingBody } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// The iCal feed (issue 17, calendars): the notary's signings, read by a real calendar parser.
let app: TestApp;
let ann: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  ann = new ApiClient(app.url);
  await ann.register('feed@example.com');
});
afterAll(() => app.close());

async function feedUrl(client: ApiClient): Promise<string | null> {
  return (await client.get('/api/settingsapi/icalfeed')).body.ICalFeedUrl;
}

describe('the calendar feed', () => {
  it('is off until the notary turns it on; then its address answers RFC 5545 a calendar app can read', async () => {
    expect((await ann.get('/api/settingsapi/icalfeed')).body).toEqual({ Enabled: false, ICalFeedUrl: null });
    await ann.post(
      '/api/appointmentapi/save',
      signingBody({
        LastName: 'Núñez',
        FirstName: 'Eva',
        AppointmentDate: '2026-12-03',
        Address1: '12 Main St, Suite 4',
        CellPhone: '512-555-0199',
        EmailAddress: 'eva@example.com',
      }),
    );
    expect((await ann.post('/api/settingsapi/save', { iCalEnabled: true })).status).toBe(200);
    const url = await feedUrl(ann);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendarfeed\/[A-Za-z0-9-]+\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const text = await response.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // The signer's phone and e-mail stay out of it.
    expect(text).not.toContain('512-555-0199');
    expect(text).not.toContain('eva@example.com');

    const parsed = ical.sync.parseICS(text);
    const events = Object.values(parsed).filter((entry) => entry.type === 'VEVENT') as ical.VEvent[];
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.summary).toBe('Signing: Núñez, Eva');
    expect(event.location).toBe('12 Main St, Suite 4, Austin, TX');
    expect(event.uid).toMatch(/@notary-ledger$/);
    // Floating local times: 2:30 PM to 3:30 PM on the signing's day.
    expect([event.start.getFullYear(), event.start.getMonth() + 1, event.start.getDate(), event.start.getHours(), event.start.getMinutes()]).toEqual([
      2026, 12, 3, 14, 30,
    ]);
    expect(event.end.getTime() - event.start.getTime()).toBe(60 * 60 * 1000);

    // Unchanged: 304 on the same ETag.
    expect((await fetch(url!, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('answers 404 for a wrong or renewed token, or when the feed is turned off, and never lets another notary in', async () => {
    const url = (await feedUrl(ann))!;
    const wrong = url.replace(/\/[A-Za-z0-9_-]{43}\.ics$/, `/${'A'.repeat(43)}.ics`);
    expect((await fetch(wrong)).status).toBe(404);

    const renewed = (await ann.post('/api/settingsapi/icalfeed/renew', {})).body.ICalFeedUrl;
    expect(renewed).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);

    // Another notary's token does not open this notary's feed.
    const bob = new ApiClient(app.url);
    await bob.register('feed-other@example.com');
    await bob.post('/api/settingsapi/save', { iCalEnabled: true });
    const bobs = (await feedUrl(bob))!;
    const bobToken = bobs.split('/').pop()!;
    expect((await fetch(renewed.replace(/[^/]+\.ics$/, bobToken))).status).toBe(404);

    await ann.post('/api/settingsapi/save', { iCalEnabled: false });
    expect((await fetch(renewed)).status).toBe(404);
    expect((await ann.get('/api/settingsapi/icalfeed')).body).toEqual({ Enabled: false, ICalFeedUrl: null });
  });
});
