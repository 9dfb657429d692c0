import { ApiClient, signingBody } from '../support/api-client';
import { collect, connectLive, nextEvent } from '../support/live-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { LiveGateway } from '../../apps/command-api/src/features/live/live.gateway';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the Socket.IO live channel', () => {
  it('refuses a handshake without a session', async () => {
    await expect(connectLive(app.url, '')).rejects.toThrow(/not signed in/);
  });

  it('refuses a handshake from another origin', async () => {
    const ann = new ApiClient(app.url);
    await ann.register('origin@example.com');
    await expect(connectLive(app.url, ann.cookie, 'https://evil.example')).rejects.toThrow(/origin not allowed/);
  });

  it("delivers a signing's announcement to every socket of its owner and to no one else", async () => {
    const ann = new ApiClient(app.url);
    const bob = new ApiClient(app.url);
    await ann.register('live-ann@example.com');
    await bob.register('live-bob@example.com');
    const annTabA = await connectLive(app.url, ann.cookie);
    const annTabB = await connectLive(app.url, ann.cookie);
    const bobTab = await connectLive(app.url, bob.cookie);
    const bobSaw = collect(bobTab, 'signing.saved');
    try {
      const inA = nextEvent(annTabA, 'signing.saved');
      const inB = nextEvent(annTabB, 'signing.saved');
      const saved = await ann.post('/api/appointmentapi/save', signingBody());
      expect(saved.status).toBe(200);
      const [a, b] = await Promise.all([inA, inB]);
      expect(a).toEqual({ Id: saved.body.Id, Position: saved.body.Position });
      expect(b).toEqual(a);
      // A client cannot choose a room: asking to join Ann's room changes nothing for Bob.
      bobTab.emit('join', `owner:${ann.lastPosition}`);
      await ann.post('/api/appointmentapi/save', signingBody({ LastName: 'Second' }));
      await nextEvent(annTabA, 'signing.saved', (p) => p.Position > a.Position);
      expect(bobSaw).toEqual([]);
    } finally {
      [annTabA, annTabB, bobTab].forEach((socket) => socket.close());
    }
  });

  it('closes the live channel of a session that has ended, and only that one', async () => {
    const kim = new ApiClient(app.url);
    await kim.register('live-kim@example.com', 'kims-password');
    const kimsPhone = new ApiClient(app.url);
    await kimsPhone.post('/api/accountapi/login', { Email: 'live-kim@example.com', Password: 'kims-password' });
    const laptop = await connectLive(app.url, kim.cookie);
    const phone = await connectLive(app.url, kimsPhone.cookie);
    try {
      const gateway = app.app.get(LiveGateway);
      expect(await gateway.closeEndedSessions()).toBe(0);
      const phoneClosed = new Promise<string>((resolve) => phone.once('disconnect', resolve));
      expect((await kimsPhone.post('/api/accountapi/logoff')).status).toBe(200);
      expect(await gateway.closeEndedSessions()).toBe(1);
      expect(await phoneClosed).toBe('io server disconnect');
      expect(laptop.connected).toBe(true);
      await kim.post('/api/appointmentapi/save', signingBody({ LastName: 'StillLive' }));
      await nextEvent(laptop, 'signing.saved');
    } finally {
      [laptop, phone].forEach((socket) => socket.close());
    }
  });
});
