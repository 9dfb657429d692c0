import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@notary/document-store';
import { notFound, validationError } from '@notary/domain';
import type { AppConfig, Clock } from '@notary/platform';
import { GoogleCalendarClient, GoogleCalendarTokens } from '@notary/policies';
import { CLOCK, CONFIG, SESSION_STORE } from '../../core/tokens';

interface ConsentDocument {
  _id: string;
  OwnerId: string;
  ExpiresAt: string;
  [key: string]: unknown;
}

/** A consent started and not finished within this is refused (Google's own code lives 10 minutes). */
const CONSENT_LIFETIME_MS = 15 * 60_000;

export const googleCalendarOff = () => notFound('GOOGLE_CALENDAR.OFF', 'Google Calendar is not set up on this server.');

/**
 * The server's side of the Google consent: the consent address with a single-use state bound to the
 * notary who asked (kept hashed in the operational store), and the code exchange on the way back.
 * Off (404 on every call) unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 */
@Injectable()
export class GoogleCalendarService {
  readonly tokens: GoogleCalendarTokens;
  private readonly client: GoogleCalendarClient | null;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.tokens = new GoogleCalendarTokens(store);
    this.client = config.googleCalendar ? new GoogleCalendarClient(config.googleCalendar, this.tokens) : null;
  }

  get available(): boolean {
    return this.client !== null;
  }

  requireAvailable(): GoogleCalendarClient {
    if (!this.client) throw googleCalendarOff();
    return this.client;
  }

  /** Google sends the notary back here; the same address goes in the consent and the code exchange. */
  redirectUri(origin: string): string {
    return this.config.googleCalendar?.redirectUrl ?? `${origin}/api/googlecalendar/callback`;
  }

  async consentUrl(ownerId: string, origin: string): Promise<string> {
    const client = this.requireAvailable();
    const state = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + CONSENT_LIFETIME_MS).toISOString();
    await this.consents.insertOne({ _id: hash(state), OwnerId: ownerId, ExpiresAt: expiresAt });
    return client.consentUrl(this.redirectUri(origin), state);
  }

  /** The code exchange, for the notary who started this consent only; the state works once. */
  async finishConsent(ownerId: string, state: string, code: string, origin: string): Promise<void> {
    const client = this.requireAvailable();
    const consent = await this.consents.findOne({ _id: hash(state) });
    await this.consents.deleteOne({ _id: hash(state) });
    if (!consent || consent.OwnerId !== ownerId || consent.ExpiresAt < this.clock.now().toISOString()) {
      throw validationError('GOOGLE_CALENDAR.STATE', 'This Google consent has expired or belongs to another sign-in. Connect Google Calendar again.');
    }
    const kept = await client.connect(ownerId, code, this.redirectUri(origin), this.clock.now());
    if (!kept) throw validationError('GOOGLE_CALENDAR.NO_REFRESH_TOKEN', 'Google did not grant lasting access. Connect Google Calendar again.');
  }

  private get consents() {
    return this.store.collection<ConsentDocument>('google_calendar_consents');
  }
}

const hash = (state: string) => createHash('sha256').update(state).digest('base64url');
