import {
  NO_TRACKING_COMPANY_MESSAGE,
  directionsUrl,
  oneLineAddress,
  signerName,
  trackingCompanyOf,
  trackingUrl,
} from '../../apps/web/src/features/signings/signingLinks';
import type { TrackingCompany } from '@notary/contracts';
import { storedSigning } from './web-fixtures';

// Spec 000 §2 (directions link, open tracking) and §5 (no matching tracking company: set 'Sent Via').

const ups: TrackingCompany = { Id: 1, Name: 'UPS', Website: 'https://www.ups.com/track', Parameters: '?tracknum={TN}' };
const fedex: TrackingCompany = { Id: 2, Name: 'FedEx', Website: 'https://www.fedex.com/fedextrack/', Parameters: '?trknbr={TN}' };

describe('links on a signing', () => {
  it('writes the address on one line', () => {
    expect(oneLineAddress(storedSigning())).toBe('1200 Main St, Suite 4, Springfield, IL 62701');
    expect(oneLineAddress(storedSigning({ Address2: '', State: '' }))).toBe('1200 Main St, Springfield, 62701');
  });

  it('links to driving directions to the signing address', () => {
    expect(directionsUrl(storedSigning())).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1200%20Main%20St%2C%20Suite%204%2C%20Springfield%2C%20IL%2062701',
    );
  });

  it('gives no directions link without a street, city or zip', () => {
    expect(directionsUrl(storedSigning({ Address1: '', Address2: '', City: '', Zip: '', State: 'IL' }))).toBeNull();
  });

  it("finds the tracking company the documents were sent with, and none when 'Sent Via' is empty or no longer in the list", () => {
    expect(trackingCompanyOf(storedSigning({ TrackingSentBy: 2 }), [ups, fedex])).toBe(fedex);
    expect(trackingCompanyOf(storedSigning({ TrackingSentBy: null }), [ups, fedex])).toBeNull();
    expect(trackingCompanyOf(storedSigning({ TrackingSentBy: 5 }), [ups, fedex])).toBeNull();
  });

  it("opens the carrier's page with the tracking number in place of {TN}", () => {
    expect(trackingUrl(fedex, ' 7777 1234 ')).toBe('https://www.fedex.com/fedextrack/?trknbr=7777%201234');
    expect(trackingUrl({ ...ups, Parameters: '?tracknum={TN}&ref={TN}' }, '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999&ref=1Z999');
  });

  it('gives no tracking link without a tracking number or a website', () => {
    expect(trackingUrl(fedex, '   ')).toBeNull();
    expect(trackingUrl({ ...fedex, Website: '' }, '7777')).toBeNull();
  });

  it("tells the notary to set the 'Sent Via' field when no tracking company matches", () => {
    expect(NO_TRACKING_COMPANY_MESSAGE).toBe("This signing has no tracking company. To track the documents, edit the signing and set the 'Sent Via' field.");
  });

  it('names the signer by first and last name, trimmed', () => {
    expect(signerName({ FirstName: ' Ann ', LastName: 'Lee ' })).toBe('Ann Lee');
    expect(signerName({ FirstName: '', LastName: 'Lee' })).toBe('Lee');
  });
});
