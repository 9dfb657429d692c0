import { isIP } from 'node:net';
import * as path from 'node:path';

/** Start-up configuration. Every value is checked before anything opens; a bad one stops start-up
 * with a message that names it. */
export interface AppConfig {
  port: number;
  dataDir: string;
  eventStoreConnectionString: string | null;
  mongodbUri: string | null;
  /** 'embedded' when both connection strings are absent, 'distributed' when both are set. */
  mode: 'embedded' | 'distributed';
  trial: { days: number; signings: number };
  /** Public origins allowed to open the live channel, besides the server's own. */
  allowedOrigins: string[];
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (addresses, CIDR ranges or
   * proxy-addr's names loopback/linklocal/uniquelocal). The client's address is the right-most
   * hop not in this list; empty means no proxy, and the headers are ignored.
   */
  trustedProxies: string[];
  /** Served over TLS (behind a proxy that terminates it): browsers are told to stay on HTTPS. */
  hsts: boolean;
  /** Registrations allowed per client address and hour (an office shares one address). */
  registrationLimitPerHour: number;
  /** Where a notary writes to subscribe or for help; shown on the Billing page. null: not configured. */
  supportEmail: string | null;
  /**
   * The mail server e-mail goes through (`smtp://user:password@host:587`, `smtps://…`); null: e-mail is
   * not configured, and sending is refused with a plain message instead of being queued.
   */
  smtpUrl: string | null;
  /**
   * Stripe (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY for its card fields in the browser,
   * STRIPE_WEBHOOK_SECRET for its webhooks). Without the secret key, payments go to the test gateway.
   */
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null };
  /** Google Calendar sync: on when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; null hides it. */
  googleCalendar: GoogleCalendarConfig | null;
  /** Address suggestions and driving distances: on when GOOGLE_MAPS_API_KEY is set; null hides them. */
  maps: MapsConfig | null;
}

export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  /** Google's consent page (GOOGLE_OAUTH_AUTH_URL), token endpoint (GOOGLE_OAUTH_TOKEN_URL) and API root (GOOGLE_API_ROOT_URL): tests point them at a fake. */
  authUrl: string;
  tokenUrl: string;
  apiRootUrl: string;
  /** Where Google sends the notary back (GOOGLE_REDIRECT_URL); null: this server's own callback address, from the request. */
  redirectUrl: string | null;
}

export interface MapsConfig {
  apiKey: string;
  /** GOOGLE_MAPS_BASE_URL, https://maps.googleapis.com/maps/api by default (tests: a fake). */
  baseUrl: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function optional(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDirRaw = env.DATA_DIR?.trim() || './data';
  if (dataDirRaw.includes('\0')) throw new ConfigError('DATA_DIR', 'must be a directory path');
  const dataDir = path.resolve(dataDirRaw);

  const eventStoreConnectionString = optional(env, 'EVENTSTORE_CONNECTION_STRING');
  if (eventStoreConnectionString && !/^(esdb|kurrentdb|kdb)(\+discover)?:\/\/.+/.test(eventStoreConnectionString)) {
    throw new ConfigError('EVENTSTORE_CONNECTION_STRING', 'must look like esdb://host:2113?tls=false');
  }
  const mongodbUri = optional(env, 'MONGODB_URI');
  if (mongodbUri && !/^mongodb(\+srv)?:\/\/.+/.test(mongodbUri)) {
    throw new ConfigError('MONGODB_URI', 'must look like mongodb://host:27017/?replicaSet=rs0');
  }
  if (Boolean(eventStoreConnectionString) !== Boolean(mongodbUri)) {
    const missing = eventStoreConnectionString ? 'MONGODB_URI' : 'EVENTSTORE_CONNECTION_STRING';
    throw new ConfigError(missing, 'the distributed mode needs both EVENTSTORE_CONNECTION_STRING and MONGODB_URI; set both or neither');
  }

  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new ConfigError('ALLOWED_ORIGINS', `"${origin}" is not an origin like https://example.com`);
  }

  const trustedProxies = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && entry !== 'false');
  for (const entry of trustedProxies) {
    if (entry === 'true')
      throw new ConfigError(
        'TRUST_PROXY',
        'list the proxy addresses (for example 127.0.0.1 or 10.0.0.0/8); "true" would believe any client\'s X-Forwarded-For',
      );
    if (!isProxyAddress(entry)) throw new ConfigError('TRUST_PROXY', `"${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`);
  }

  return {
    port,
    dataDir,
    eventStoreConnectionString,
    mongodbUri,
    mode: eventStoreConnectionString ? 'distributed' : 'embedded',
    trial: {
      days: integer(env, 'TRIAL_DAYS', 30, 1, 3650),
      signings: integer(env, 'TRIAL_SIGNINGS', 15, 1, 1_000_000),
    },
    allowedOrigins,
    trustedProxies,
    hsts: flag(env, 'HSTS'),
    registrationLimitPerHour: integer(env, 'REGISTRATION_LIMIT_PER_HOUR', 20, 1, 1_000_000),
    supportEmail: emailAddress(env, 'SUPPORT_EMAIL'),
    smtpUrl: smtpUrl(env, 'SMTP_URL'),
    stripe: stripeKeys(env),
    googleCalendar: googleCalendarConfig(env),
    maps: mapsConfig(env),
  };
}

function googleCalendarConfig(env: Env): GoogleCalendarConfig | null {
  const clientId = optional(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = optional(env, 'GOOGLE_CLIENT_SECRET');
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new ConfigError(
      clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID',
      'Google Calendar needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; set both or neither',
    );
  return {
    clientId,
    clientSecret,
    authUrl: httpUrl(env, 'GOOGLE_OAUTH_AUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
    tokenUrl: httpUrl(env, 'GOOGLE_OAUTH_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
    apiRootUrl: httpUrl(env, 'GOOGLE_API_ROOT_URL', 'https://www.googleapis.com/').replace(/\/?$/, '/'),
    redirectUrl: optional(env, 'GOOGLE_REDIRECT_URL') && httpUrl(env, 'GOOGLE_REDIRECT_URL', ''),
  };
}

function mapsConfig(env: Env): MapsConfig | null {
  const apiKey = optional(env, 'GOOGLE_MAPS_API_KEY');
  if (!apiKey) return null;
  return { apiKey, baseUrl: httpUrl(env, 'GOOGLE_MAPS_BASE_URL', 'https://maps.googleapis.com/maps/api').replace(/\/$/, '') };
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const value = optional(env, name) ?? fallback;
  if (!/^https?:\/\/[^/\s]+/.test(value)) throw new ConfigError(name, `must be an http(s) URL, got "${value}"`);
  return value;
}

/** The messages name the variable, never its value: these are secrets. */
function stripeKeys(env: Env): AppConfig['stripe'] {
  const secretKey = optional(env, 'STRIPE_SECRET_KEY');
  const publishableKey = optional(env, 'STRIPE_PUBLISHABLE_KEY');
  const webhookSecret = optional(env, 'STRIPE_WEBHOOK_SECRET');
  if (secretKey && !/^(sk|rk)_(test|live)_/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY', 'must start with sk_test_, sk_live_ or rk_');
  if (secretKey && !publishableKey) throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must be set with STRIPE_SECRET_KEY (the card form needs it)');
  if (publishableKey && !/^pk_(test|live)_/.test(publishableKey)) throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must start with pk_test_ or pk_live_');
  if (webhookSecret && !webhookSecret.startsWith('whsec_')) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must start with whsec_');
  return { secretKey, publishableKey: secretKey ? publishableKey : null, webhookSecret };
}

function emailAddress(env: Env, name: string): string | null {
  const value = optional(env, name);
  if (value !== null && !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)) throw new ConfigError(name, `must be an e-mail address, got "${value}"`);
  return value;
}

/**
 * An SMTP URL: smtp:// or smtps://, with a host. The message never repeats the value, which may hold
 * the mail server's password.
 */
function smtpUrl(env: Env, name: string): string | null {
  const value = optional(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'is not a URL: write it like smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError(name, `must start with smtp:// or smtps://, not ${url.protocol}//`);
  if (!url.hostname) throw new ConfigError(name, 'names no host: write it like smtp://user:password@mail.example.com:587');
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}
