/**
 * A notary's signings as an iCalendar feed (RFC 5545), for the calendar app they already use. Times
 * are the signings' local wall-clock times, written as "floating" times (no zone), which calendars
 * show at that clock time wherever the notary is, as the signing itself is. Signers' phone numbers
 * and e-mail addresses are left out: a feed URL can be shared or synced to other devices.
 */
export interface FeedSigning {
  Id: string;
  LastName: string;
  FirstName: string;
  CustomerName: string;
  AppointmentTypeDescription: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  /** YYYY-MM-DDTHH:mm, local. */
  AppointmentDateTime: string;
  AppointmentDateTimeEnd: string;
  UpdatedAt: string;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localStamp = (local: string) => `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}T${local.slice(11, 13)}${local.slice(14, 16)}00`;
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function toICalendar(signings: readonly FeedSigning[], calendarName: string): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Notary Ledger//Signings//EN', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${escapeText(calendarName)}`];
  for (const signing of signings) {
    const signer = [signing.LastName, signing.FirstName].filter(Boolean).join(', ') || 'Signing';
    const summary = `Signing: ${signer}${signing.AppointmentTypeDescription ? ` (${signing.AppointmentTypeDescription})` : ''}`;
    const location = [signing.Address1, signing.Address2, signing.City, [signing.State, signing.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${signing.Id}@notary-ledger`,
      `DTSTAMP:${utcStamp(signing.UpdatedAt)}`,
      `DTSTART:${localStamp(signing.AppointmentDateTime)}`,
      `DTEND:${localStamp(signing.AppointmentDateTimeEnd)}`,
      `SUMMARY:${escapeText(summary)}`,
      ...(location ? [`LOCATION:${escapeText(location)}`] : []),
      ...(signing.CustomerName ? [`DESCRIPTION:${escapeText(`Customer: ${signing.CustomerName}`)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
