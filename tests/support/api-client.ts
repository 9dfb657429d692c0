/** No request of a test takes this long; one that does is named when it is given up on. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Fetches with REQUEST_TIMEOUT_MS, saying which request did not answer. */
async function fetchWithin(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new Error(`${init.method} ${new URL(url).pathname} did not answer within ${REQUEST_TIMEOUT_MS} ms`, { cause: error });
    throw error;
  }
}

/** What `exchange` answers: the status, the headers and the body as text. */
export interface Exchanged {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * A signed-in (or not) visitor of the API: keeps the session cookie and the anti-forgery token the
 * way the web client does, and remembers the last log position a command answered.
 */
export class ApiClient {
  cookie = '';
  token = '';
  lastPosition = 0;

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.exchange(
      method,
      path,
      {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.token && method !== 'GET' ? { RequestVerificationToken: this.token } : {}),
        ...(this.lastPosition && method === 'GET' ? { 'X-Min-Position': String(this.lastPosition) } : {}),
        ...headers,
      },
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    );
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = response.text;
    let json: any;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    if (json && typeof json === 'object' && typeof json.RequestVerificationToken === 'string') this.token = json.RequestVerificationToken;
    if (json && typeof json === 'object' && typeof json.Position === 'number') this.lastPosition = Math.max(this.lastPosition, json.Position);
    return { status: response.status, body: json, headers: response.headers };
  }

  /** One request and its whole answer, over fetch (as a browser sends it). */
  protected async exchange(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<Exchanged> {
    const response = await fetchWithin(`${this.baseUrl}${path}`, { method, headers, body });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  /** Queries the spec sends as POST (getpage, summary) still want read-your-writes. */
  query(path: string, body: unknown) {
    return this.request('POST', path, body, this.lastPosition ? { 'X-Min-Position': String(this.lastPosition) } : {});
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  /**
   * A binary answer (a PDF, a ZIP) as bytes, which the JSON helpers would mangle. Like the web
   * client's queries it asks for read models that include this client's last write.
   */
  async bytes(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetchWithin(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.token ? { RequestVerificationToken: this.token } : {}),
        ...(this.lastPosition ? { 'X-Min-Position': String(this.lastPosition) } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async register(email: string, password = 'correct horse 1') {
    const response = await this.post('/api/accountapi/register', { Email: email, Password: password, PasswordConfirm: password, UserType: 0 });
    if (response.status !== 200) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { UserId: string; Email: string; RequestVerificationToken: string };
  }
}

/** A signing as the edit dialog would send it. */
export const signingBody = (overrides: Record<string, unknown> = {}) => ({
  AppointmentDate: '2026-03-05',
  AppointmentTime: { Hour: 2, Minute: 30, AmPm: 'PM' },
  AppointmentDurationHour: 1,
  AppointmentDurationMinute: 0,
  LastName: 'Rivera',
  FirstName: 'Ana',
  City: 'Austin',
  State: 'TX',
  Amount: 125,
  ...overrides,
});
