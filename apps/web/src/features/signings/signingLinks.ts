import type { Signing, TrackingCompany } from '@notary/contracts';

type Address = Pick<Signing, 'Address1' | 'Address2' | 'City' | 'State' | 'Zip'>;

export function oneLineAddress(signing: Address): string {
  const cityLine = [signing.City, [signing.State, signing.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [signing.Address1, signing.Address2, cityLine].filter(Boolean).join(', ');
}

/** Driving directions to the signing in Google Maps (from wherever the notary is); null without an address. */
export function directionsUrl(signing: Address): string | null {
  if (!signing.Address1 && !signing.City && !signing.Zip) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLineAddress(signing))}`;
}

/** The notary's tracking company the documents went with, if it is still in their list. */
export function trackingCompanyOf(signing: Pick<Signing, 'TrackingSentBy'>, companies: readonly TrackingCompany[]): TrackingCompany | null {
  if (!signing.TrackingSentBy) return null;
  return companies.find((company) => company.Id === signing.TrackingSentBy) ?? null;
}

/** The carrier's tracking page: Website + Parameters with {TN} replaced by the tracking number. */
export function trackingUrl(company: TrackingCompany, trackingNumber: string): string | null {
  if (!company.Website || !trackingNumber.trim()) return null;
  return `${company.Website}${company.Parameters.split('{TN}').join(encodeURIComponent(trackingNumber.trim()))}`;
}

/** Spec 000 §5: without a matching company there is no link, only this advice. */
export const NO_TRACKING_COMPANY_MESSAGE = "This signing has no tracking company. To track the documents, edit the signing and set the 'Sent Via' field.";

export function signerName(signing: Pick<Signing, 'FirstName' | 'LastName'>): string {
  return [signing.FirstName, signing.LastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
