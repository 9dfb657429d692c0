import * as http from 'node:http';

/** A Calendar event as the fake received it (the last write wins), with `status` 'cancelled' once deleted. */
export interface FakeCalendarEvent {
  id: string;
  summary?: string;
  location?: string;
  description?: string;
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
  status?: string;
}

/**
 * Google on loopback, for the Google Calendar and maps tests: the OAuth token endpoint, the
 * consent page (straight back with a code), the Calendar API's calendar and event calls, Places
 * Autocomplete and the Distance Matrix. It records every call it received; `failNext(n)` makes the
 * next n Calendar event calls answer 503.
 */
export class GoogleFakes {
  readonly calls: Array<{ method: string; path: string; body: unknown }> = [];
  readonly events = new Map<string, FakeCalendarEvent>();
  readonly codes = new Map<string, string>([['good-code', 'refresh-token-1']]);
  /** Metres one way, by "from|to". */
  readonly distances = new Map<string, number>();
  /** What Google's consent page answers, for browser tests that go through it: a code, or the notary declining. */
  consent: 'grant' | 'deny' = 'grant';
  private failures = 0;
  private server: http.Server | null = null;
  url = '';

  failNext(count: number): void {
    this.failures = count;
  }

  callsTo(method: string, pathPart: string) {
    return this.calls.filter((call) => call.method === method && call.path.includes(pathPart));
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.url);
    const body: unknown = raw ? (raw.startsWith('{') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw))) : null;
    const method = request.method ?? 'GET';
    this.calls.push({ method, path: url.pathname + url.search, body });
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 204 ? undefined : JSON.stringify(json));
    };

    // Google's consent page, as if the notary signed in and allowed access at once: straight back to
    // the app's callback with a code (or with access_denied), and the state it was given.
    if (url.pathname === '/o/oauth2/v2/auth' && method === 'GET') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '/');
      if (this.consent === 'grant') back.searchParams.set('code', 'good-code');
      else back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token') {
      const form = body as Record<string, string>;
      if (form.grant_type === 'authorization_code') {
        const refresh = this.codes.get(form.code ?? '');
        if (!refresh) return answer(400, { error: 'invalid_grant' });
        return answer(200, {
          access_token: 'access-1',
          refresh_token: refresh,
          expires_in: 3600,
          token_type: 'Bearer',
          scope: 'https://www.googleapis.com/auth/calendar.events',
        });
      }
      if (form.grant_type === 'refresh_token') return answer(200, { access_token: `access-for-${form.refresh_token}`, expires_in: 3600, token_type: 'Bearer' });
      return answer(400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname === '/calendar/v3/calendars/primary' && method === 'GET') return answer(200, { id: 'notary@example.com', timeZone: 'America/Chicago' });

    const events = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (events) {
      if (request.headers.authorization !== 'Bearer access-for-refresh-token-1') return answer(401, { error: { code: 401, message: 'Invalid Credentials' } });
      if (this.failures > 0) {
        this.failures--;
        return answer(503, { error: { code: 503, message: 'Backend Error' } });
      }
      const id = events[1];
      const existing = id ? this.events.get(id) : undefined;
      if (method === 'POST') {
        const event = body as FakeCalendarEvent;
        if (this.events.has(event.id)) return answer(409, { error: { code: 409, message: 'The requested identifier already exists.' } });
        this.events.set(event.id, { ...event, status: event.status ?? 'confirmed' });
        return answer(200, this.events.get(event.id));
      }
      if (!id || !existing) return answer(404, { error: { code: 404, message: 'Not Found' } });
      if (method === 'PUT') {
        this.events.set(id, { ...(body as FakeCalendarEvent), id });
        return answer(200, this.events.get(id));
      }
      if (method === 'DELETE') {
        if (existing.status === 'cancelled') return answer(410, { error: { code: 410, message: 'Resource has been deleted' } });
        this.events.set(id, { ...existing, status: 'cancelled' });
        return answer(204, null);
      }
    }

    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const input = url.searchParams.get('input') ?? '';
      if (url.searchParams.get('key') !== 'maps-key') return answer(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
      return answer(200, {
        status: 'OK',
        predictions: [
          {
            description: `${input} Main St, Austin, TX, USA`,
            place_id: 'place-1',
            terms: [{ value: `${input} Main St` }, { value: 'Austin' }, { value: 'TX' }, { value: 'USA' }],
          },
          {
            description: `${input} Main Ave, Dallas, TX, USA`,
            place_id: 'place-2',
            terms: [{ value: `${input} Main Ave` }, { value: 'Dallas' }, { value: 'TX' }, { value: 'USA' }],
          },
        ],
      });
    }
    if (url.pathname === '/maps/api/distancematrix/json') {
      const metres = this.distances.get(`${url.searchParams.get('origins')}|${url.searchParams.get('destinations')}`);
      return answer(200, {
        status: 'OK',
        rows: [
          { elements: [metres === undefined ? { status: 'ZERO_RESULTS' } : { status: 'OK', distance: { value: metres, text: '' }, duration: { value: 600 } }] },
        ],
      });
    }
    return answer(404, { error: 'not faked' });
  }
}

/** The env that points the app at the fakes. */
export const googleEnv = (fakes: GoogleFakes) => ({
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  GOOGLE_OAUTH_AUTH_URL: `${fakes.url}/o/oauth2/v2/auth`,
  GOOGLE_OAUTH_TOKEN_URL: `${fakes.url}/token`,
  GOOGLE_API_ROOT_URL: `${fakes.url}/`,
  GOOGLE_MAPS_API_KEY: 'maps-key',
  GOOGLE_MAPS_BASE_URL: `${fakes.url}/maps/api`,
});

/** Waits for something the background does (no time limit of its own beyond jest's; the check is the assertion). */
export async function eventually<T>(check: () => T | Promise<T>, what: string): Promise<T> {
  for (let round = 0; round < 400; round++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Never happened: ${what}`);
}
