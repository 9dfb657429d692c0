import { createHash } from 'node:crypto';
import type { DocumentStore } from '@notary/document-store';
import type { GoogleCalendarConfig } from '@notary/platform';
import { google, type calendar_v3 } from 'googleapis';

/** The scope asked for: events of the notary's calendars, nothing else of their Google account. */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

interface TokenDocument {
  _id: string;
  RefreshToken: string;
  /** The calendar's own zone: signings are local wall-clock times and are written in it. */
  TimeZone: string | null;
  ConnectedAt: string;
  [key: string]: unknown;
}

/**
 * The refresh tokens Google gives on consent, one per notary, kept in the operational store (the
 * sessions file under DATA_DIR, or MongoDB's sessions database), like password hashes: never in an
 * event, never in a read model, replaced on reconnect and deleted on disconnect (and by an account
 * deletion: `forget`). The file is readable only by the server's account (DATA_DIR is 0700).
 */
export class GoogleCalendarTokens {
  constructor(private readonly store: DocumentStore) {}

  private get tokens() {
    return this.store.collection<TokenDocument>('google_calendar_tokens');
  }

  async save(ownerId: string, refreshToken: string, timeZone: string | null, now: Date): Promise<void> {
    await this.tokens.replaceOne(
      { _id: ownerId },
      { _id: ownerId, RefreshToken: refreshToken, TimeZone: timeZone, ConnectedAt: now.toISOString() },
      { upsert: true },
    );
  }

  find(ownerId: string): Promise<TokenDocument | null> {
    return this.tokens.findOne({ _id: ownerId });
  }

  async rememberTimeZone(ownerId: string, timeZone: string): Promise<void> {
    await this.tokens.updateOne({ _id: ownerId }, { $set: { TimeZone: timeZone } });
  }

  async forget(ownerId: string): Promise<void> {
    await this.tokens.deleteOne({ _id: ownerId });
  }
}

/** A push that failed; `permanent` ones are not retried (a revoked consent, a rejected event). */
export class CalendarPushError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** What a signing becomes in Google Calendar (no signer phone or e-mail: a calendar is often shared). */
export interface CalendarEntry {
  summary: string;
  location: string;
  description: string;
  /** Local wall-clock times, YYYY-MM-DDTHH:mm. */
  start: string;
  end: string;
}

/** Google's event id for a signing: base32hex (here lowercase hex) from the signing id, so a repeat push finds the same event. */
export const googleEventIdOf = (signingId: string) => createHash('sha256').update(`notary-ledger-signing|${signingId}`).digest('hex');

/**
 * Google Calendar through `googleapis`: the consent URL, the code exchange, and the event writes.
 * Every address comes from the configuration, so tests run it against a fake on loopback.
 */
export class GoogleCalendarClient {
  constructor(
    private readonly config: GoogleCalendarConfig,
    private readonly tokens: GoogleCalendarTokens,
  ) {}

  private oauth(redirectUri?: string) {
    return new google.auth.OAuth2({
      clientId: this.config.clientId,
      clientSecret: this.config.clientSecret,
      redirectUri,
      endpoints: { oauth2AuthBaseUrl: this.config.authUrl, oauth2TokenUrl: this.config.tokenUrl },
      // Node's own fetch: gaxios would otherwise import node-fetch dynamically, which jest's VM cannot do.
      transporterOptions: { fetchImplementation: fetch },
    });
  }

  private calendar(auth: ReturnType<GoogleCalendarClient['oauth']>): calendar_v3.Calendar {
    return google.calendar({ version: 'v3', auth, rootUrl: this.config.apiRootUrl, fetchImplementation: fetch });
  }

  consentUrl(redirectUri: string, state: string): string {
    // offline + consent: Google gives a refresh token every time, so a reconnect replaces a lost one.
    return this.oauth(redirectUri).generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: [GOOGLE_CALENDAR_SCOPE],
      state,
      include_granted_scopes: true,
    });
  }

  /** Exchanges the consent's code and keeps the refresh token; answers false when Google gave none. */
  async connect(ownerId: string, code: string, redirectUri: string, now: Date): Promise<boolean> {
    const auth = this.oauth(redirectUri);
    const { tokens } = await auth.getToken(code);
    if (!tokens.refresh_token) return false;
    auth.setCredentials(tokens);
    const timeZone = await this.calendar(auth)
      .calendars.get({ calendarId: 'primary' })
      .then((answer) => answer.data.timeZone ?? null)
      .catch(() => null);
    await this.tokens.save(ownerId, tokens.refresh_token, timeZone, now);
    return true;
  }

  /** Inserts or updates the signing's event; answers which it did. */
  async upsert(ownerId: string, signingId: string, entry: CalendarEntry, existing: boolean): Promise<'inserted' | 'updated'> {
    const { calendar, timeZone } = await this.session(ownerId);
    const id = googleEventIdOf(signingId);
    const requestBody: calendar_v3.Schema$Event = {
      summary: entry.summary,
      location: entry.location,
      description: entry.description,
      start: { dateTime: `${entry.start}:00`, timeZone },
      end: { dateTime: `${entry.end}:00`, timeZone },
      // A removed event keeps its id at Google (cancelled): writing it again brings it back.
      status: 'confirmed',
    };
    const update = () => calendar.events.update({ calendarId: 'primary', eventId: id, requestBody }).then(() => 'updated' as const);
    const insert = () => calendar.events.insert({ calendarId: 'primary', requestBody: { ...requestBody, id } }).then(() => 'inserted' as const);
    try {
      if (existing) return await update().catch((error) => (statusOf(error) === 404 ? insert() : Promise.reject(error)));
      return await insert().catch((error) => (statusOf(error) === 409 ? update() : Promise.reject(error)));
    } catch (error) {
      throw asPushError(error);
    }
  }

  /** Removes the signing's event; one already gone counts as removed. */
  async remove(ownerId: string, signingId: string): Promise<void> {
    const { calendar } = await this.session(ownerId);
    try {
      await calendar.events.delete({ calendarId: 'primary', eventId: googleEventIdOf(signingId) });
    } catch (error) {
      if (statusOf(error) === 404 || statusOf(error) === 410) return;
      throw asPushError(error);
    }
  }

  private async session(ownerId: string) {
    const stored = await this.tokens.find(ownerId);
    if (!stored) throw new CalendarPushError('Google Calendar is not connected: connect it again in Settings, Google Calendar.', true);
    const auth = this.oauth();
    auth.setCredentials({ refresh_token: stored.RefreshToken });
    const calendar = this.calendar(auth);
    let timeZone = stored.TimeZone;
    if (!timeZone) {
      timeZone = await calendar.calendars
        .get({ calendarId: 'primary' })
        .then((answer) => answer.data.timeZone ?? null)
        .catch((error) => Promise.reject(asPushError(error)));
      if (timeZone) await this.tokens.rememberTimeZone(ownerId, timeZone);
    }
    return { calendar, timeZone: timeZone ?? 'UTC' };
  }
}

function statusOf(error: unknown): number | undefined {
  const candidate = error as { status?: unknown; code?: unknown; response?: { status?: unknown } };
  const status = candidate.response?.status ?? candidate.status ?? candidate.code;
  return typeof status === 'number' ? status : undefined;
}

/** Google's busy answers (429, 5xx) and network failures are retried; a refused consent or a rejected event are not. */
function asPushError(error: unknown): CalendarPushError {
  if (error instanceof CalendarPushError) return error;
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (/invalid_grant/.test(message))
    return new CalendarPushError('Google refused the connection (it was revoked or expired): connect Google Calendar again in Settings.', true);
  const permanent = status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return new CalendarPushError(`Google Calendar answered${status ? ` ${status}` : ''}: ${message}`, permanent);
}
