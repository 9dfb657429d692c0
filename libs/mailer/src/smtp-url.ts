/** The parts of an SMTP_URL the app reads itself; nodemailer reads the rest (credentials, options). */
export interface SmtpEndpoint {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://); smtp:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
}

/** Query parameters whose values are secrets (nodemailer reads OAuth2 settings from the URL too). */
const SECRET_PARAMETER = /pass|secret|token|key/i;

/**
 * Reads the host, port and kind of an SMTP URL (`smtp://user:pass@host:587`, `smtps://host`), or
 * throws a message fit for a log: the URL in it has its password dropped.
 */
export function parseSmtpUrl(smtpUrl: string): SmtpEndpoint {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a URL: write it like smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}// (${redactSmtpUrl(smtpUrl)})`);
  }
  if (!url.hostname) throw new Error(`SMTP_URL names no host (${redactSmtpUrl(smtpUrl)})`);
  const secure = url.protocol === 'smtps:';
  // nodemailer's defaults: 465 for TLS from the start, 587 (submission) otherwise.
  return { host: url.hostname, port: url.port ? Number(url.port) : secure ? 465 : 587, secure };
}

/**
 * The SMTP URL with its password dropped (and any secret-looking query value masked), safe to log.
 * A value that does not parse as a URL is not echoed at all, since it could hold the password.
 */
export function redactSmtpUrl(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return '(an SMTP_URL that is not a URL)';
  }
  url.password = '';
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, '***');
  return url.toString();
}
