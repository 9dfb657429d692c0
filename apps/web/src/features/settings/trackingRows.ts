import type { TrackingCompany } from '@notary/contracts';

/**
 * A row of the Tracking tab (spec 001 §2: add a row with a blank name and website, or delete one).
 * The notary writes the carrier's tracking address whole, with {TN} where the tracking number goes;
 * it is kept as the contract's Website + Parameters, whose join is that address.
 */
export interface TrackingRow {
  /** Stable across edits, for React and for the problems of the row. */
  key: string;
  /** 0 for a row added here (the server numbers it). */
  Id: number;
  Name: string;
  Address: string;
  /** How the address was stored, kept as it was while the address is not changed. */
  stored?: { Website: string; Parameters: string };
}

export const MAX_TRACKING_COMPANIES = 50;
export const TRACKING_NAME_PROBLEM = 'Name the carrier';
export const TRACKING_ADDRESS_PROBLEM = 'Enter the tracking page’s address, such as https://www.ups.com/track?tracknum={TN}';

export const trackingRowsOf = (companies: readonly TrackingCompany[]): TrackingRow[] =>
  companies.map((company) => ({
    key: `carrier-${company.Id}`,
    Id: company.Id,
    Name: company.Name,
    Address: company.Website + company.Parameters,
    stored: { Website: company.Website, Parameters: company.Parameters },
  }));

export const blankTrackingRow = (key: string): TrackingRow => ({ key, Id: 0, Name: '', Address: '' });

/** The address as stored: the page (https:// added when left out), then what follows it from the query or {TN} on. */
export function splitTrackingAddress(address: string): { Website: string; Parameters: string } {
  const typed = address.trim();
  if (!typed) return { Website: '', Parameters: '' };
  const withScheme = /^https?:\/\//i.test(typed) ? typed.replace(/^https?/i, (scheme) => scheme.toLowerCase()) : `https://${typed}`;
  const query = withScheme.indexOf('?');
  const at = query >= 0 ? query : withScheme.indexOf('{TN}');
  return at >= 0 ? { Website: withScheme.slice(0, at), Parameters: withScheme.slice(at) } : { Website: withScheme, Parameters: '' };
}

const isAddress = (website: string) => /^https?:\/\/[^\s/?#{}]+\.[^\s/?#{}]+(\/\S*)?$/.test(website);

/**
 * The carriers to save, in the rows' order, without the rows left wholly blank; or what is wrong,
 * by `tracking.{row key}.{Name|Address}`. `keys` names the row of each carrier sent, so the server's
 * complaint about carrier n can be shown on its row.
 */
export function trackingCompaniesOf(rows: readonly TrackingRow[]): { companies: TrackingCompany[]; keys: string[]; errors: Record<string, string> } {
  const companies: TrackingCompany[] = [];
  const keys: string[] = [];
  const errors: Record<string, string> = {};
  for (const row of rows) {
    const Name = row.Name.trim();
    const address = row.Address.trim();
    if (!Name && !address) continue;
    const { Website, Parameters } = row.stored && address === row.stored.Website + row.stored.Parameters ? row.stored : splitTrackingAddress(address);
    if (!Name || Name.length > 100) errors[`tracking.${row.key}.Name`] = Name ? 'At most 100 characters' : TRACKING_NAME_PROBLEM;
    if (address && (!isAddress(Website) || Website.length > 300 || Parameters.length > 300)) errors[`tracking.${row.key}.Address`] = TRACKING_ADDRESS_PROBLEM;
    companies.push({ Id: row.Id, Name, Website, Parameters });
    keys.push(row.key);
  }
  return { companies, keys, errors };
}

/** The server names a carrier by its place in what was sent ("TrackingCompanies.2.Website"); the tab names its row. */
export function trackingFieldOf(serverField: string, keys: readonly string[]): string {
  const match = /^TrackingCompanies\.(\d+)\.(\w+)$/.exec(serverField);
  const key = match ? keys[Number(match[1])] : undefined;
  if (!match || !key) return serverField;
  return `tracking.${key}.${match[2] === 'Name' ? 'Name' : 'Address'}`;
}
