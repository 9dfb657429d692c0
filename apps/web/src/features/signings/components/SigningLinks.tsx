import type { Signing, TrackingCompany } from '@notary/contracts';
import { directionsUrl, oneLineAddress, trackingCompanyOf, trackingUrl } from '../signingLinks';

/** City and state, with driving directions in a new tab. */
export function LocationCell({ signing }: { signing: Signing }) {
  const url = directionsUrl(signing);
  const place = [signing.City, signing.State].filter(Boolean).join(', ');
  return (
    <span className="location-cell">
      <span>{place}</span>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="small-link"
          aria-label={`Directions to ${oneLineAddress(signing)} (opens in a new tab)`}
        >
          Directions
        </a>
      )}
    </span>
  );
}

/**
 * The tracking number, as a link to the carrier's page when the signing's "Sent via" company is
 * known; otherwise a button that says how to fix it (spec 000 §5).
 */
export function TrackingCell({
  signing,
  companies,
  onMissingCompany,
}: {
  signing: Signing;
  companies: readonly TrackingCompany[];
  onMissingCompany: () => void;
}) {
  if (!signing.TrackingNumber) return null;
  const company = trackingCompanyOf(signing, companies);
  const url = company ? trackingUrl(company, signing.TrackingNumber) : null;
  if (company && url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Track ${signing.TrackingNumber} with ${company.Name} (opens in a new tab)`}>
        {signing.TrackingNumber}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="link-button tracking-unlinked"
      aria-label={`Track ${signing.TrackingNumber}`}
      title="No carrier set for this signing"
      onClick={onMissingCompany}
    >
      {signing.TrackingNumber}
    </button>
  );
}
