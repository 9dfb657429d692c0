import type { Settings } from '@notary/contracts';
import { isEdited, settingsChangesOf, settingsDraftOf } from '../../apps/web/src/features/settings/settingsDraft';
import { MENU_SETTINGS_TABS, settingsDialogId, tabOfField } from '../../apps/web/src/features/settings/settingsTabs';
import {
  blankTrackingRow,
  splitTrackingAddress,
  TRACKING_ADDRESS_PROBLEM,
  TRACKING_NAME_PROBLEM,
  trackingCompaniesOf,
  trackingFieldOf,
  trackingRowsOf,
} from '../../apps/web/src/features/settings/trackingRows';
import { invoiceSettingsOf, NEXT_INVOICE_NUMBER_PROBLEM } from '../../apps/web/src/shared/settings/invoiceSettings';
import { MILEAGE_RATE_PROBLEM, mileageRateText, parseMileageRate } from '../../apps/web/src/shared/settings/mileageRate';
import { SETTINGS_NOT_SAVED, settingsSaveFailure } from '../../apps/web/src/shared/settings/saveFailure';

const FEDEX = { Id: 1, Name: 'FedEx', Website: 'https://www.fedex.com/fedextrack/', Parameters: '?trknbr={TN}' };
const UPS = { Id: 2, Name: 'UPS', Website: 'https://www.ups.com/track', Parameters: '?tracknum={TN}' };

const settings = (overrides: Partial<Settings> = {}): Settings => ({
  Profile: { Name: '', Company: '', Address: '', Address2: '', City: '', State: '', Zip: '', Phone: '', Email: 'ann@example.com', CanImport: true },
  IsOnboardedStatus: 2,
  GridView: 'medium',
  HiddenColumns: [],
  AutoNotaryFee: false,
  UseTotalMileage: false,
  AutoCalculateTotalMileage: false,
  GoogleCalendarEnabled: false,
  iCalEnabled: false,
  EnableRON: false,
  EnableConfirmations: true,
  NextInvoiceNumber: 1001,
  InvoiceDefaultNotes: 'Thank you for your business.',
  MileageRate: null,
  DefaultPaymentTerms: 'Net30',
  TrackingCompanies: [FEDEX, UPS],
  Categories: [],
  LoanTypes: [],
  ...overrides,
});

describe('the Settings dialog’s draft (spec 001 §2, §4, §7)', () => {
  it('starts from the settings and, untouched, has nothing to save', () => {
    const base = settings({ MileageRate: 0.6 });
    const draft = settingsDraftOf(base);
    expect(draft).toMatchObject({ EnableConfirmations: true, MileageRate: '0.60', invoice: { NextInvoiceNumber: '1001', DefaultPaymentTerms: 'Net30' } });
    expect(draft.tracking.map((row) => [row.Name, row.Address])).toEqual([
      ['FedEx', 'https://www.fedex.com/fedextrack/?trknbr={TN}'],
      ['UPS', 'https://www.ups.com/track?tracknum={TN}'],
    ]);
    expect(settingsChangesOf(draft, base)).toEqual({ changes: {}, errors: {}, trackingKeys: ['carrier-1', 'carrier-2'] });
    expect(isEdited(draft, base)).toBe(false);
  });

  it('sends only what changed, from every tab at once', () => {
    const base = settings();
    const draft = {
      ...settingsDraftOf(base),
      EnableConfirmations: false,
      GridView: 'condensed' as const,
      MileageRate: '0.65',
      invoice: { NextInvoiceNumber: ' 2001 ', DefaultPaymentTerms: 'Net30' as const, InvoiceDefaultNotes: 'Thanks! ' },
    };
    expect(settingsChangesOf(draft, base).changes).toEqual({
      EnableConfirmations: false,
      GridView: 'condensed',
      MileageRate: 0.65,
      NextInvoiceNumber: 2001,
      InvoiceDefaultNotes: 'Thanks!',
    });
    expect(isEdited(draft, base)).toBe(true);
  });

  it('clears the own mileage rate with an empty field (the IRS rate again)', () => {
    const base = settings({ MileageRate: 0.6 });
    expect(settingsChangesOf({ ...settingsDraftOf(base), MileageRate: ' ' }, base).changes).toEqual({ MileageRate: null });
  });

  it('refuses what the server would, by field, and saves nothing then', () => {
    const base = settings();
    const check = settingsChangesOf(
      { ...settingsDraftOf(base), EnableRON: true, MileageRate: 'abc', invoice: { ...settingsDraftOf(base).invoice, NextInvoiceNumber: '0' } },
      base,
    );
    expect(check.errors).toEqual({ MileageRate: MILEAGE_RATE_PROBLEM, NextInvoiceNumber: NEXT_INVOICE_NUMBER_PROBLEM });
    expect(Object.keys(check.errors).map(tabOfField)).toEqual(['mileage', 'invoicing']);
  });

  it('adds a carrier from a blank row, drops rows left blank, and deletes a row', () => {
    const base = settings();
    const rows = [
      ...trackingRowsOf(base.TrackingCompanies),
      { ...blankTrackingRow('new-1'), Name: ' OnTrac ', Address: 'www.ontrac.com/tracking/?number={TN}' },
      blankTrackingRow('new-2'),
    ];
    expect(settingsChangesOf({ ...settingsDraftOf(base), tracking: rows }, base).changes).toEqual({
      TrackingCompanies: [FEDEX, UPS, { Id: 0, Name: 'OnTrac', Website: 'https://www.ontrac.com/tracking/', Parameters: '?number={TN}' }],
    });
    // A blank row alone is nothing to save, nor to lose.
    const blankOnly = { ...settingsDraftOf(base), tracking: [...trackingRowsOf(base.TrackingCompanies), blankTrackingRow('new-3')] };
    expect(settingsChangesOf(blankOnly, base).changes).toEqual({});
    expect(isEdited(blankOnly, base)).toBe(false);
    // Deleting UPS.
    expect(settingsChangesOf({ ...settingsDraftOf(base), tracking: trackingRowsOf([FEDEX]) }, base).changes).toEqual({ TrackingCompanies: [FEDEX] });
  });
});

describe('a carrier’s tracking address', () => {
  it('is kept as the page and what follows it from the query, or from {TN}', () => {
    expect(splitTrackingAddress('https://www.ups.com/track?tracknum={TN}')).toEqual({ Website: 'https://www.ups.com/track', Parameters: '?tracknum={TN}' });
    expect(splitTrackingAddress('HTTPS://track.example.com/parcel/{TN}')).toEqual({ Website: 'https://track.example.com/parcel/', Parameters: '{TN}' });
    expect(splitTrackingAddress(' courier.example.com ')).toEqual({ Website: 'https://courier.example.com', Parameters: '' });
    expect(splitTrackingAddress('')).toEqual({ Website: '', Parameters: '' });
  });

  it('keeps a stored carrier’s address as it was stored while it is not changed', () => {
    const odd = { Id: 7, Name: 'Odd', Website: 'https://odd.example.com/t?a=1', Parameters: '&n={TN}' };
    expect(trackingCompaniesOf(trackingRowsOf([odd])).companies).toEqual([odd]);
  });

  it('needs a name and a web address; says which row is wrong, and maps the server’s complaint to its row', () => {
    const rows = [
      { ...blankTrackingRow('a'), Address: 'https://www.ups.com/track?tracknum={TN}' },
      { ...blankTrackingRow('b'), Name: 'Courier', Address: 'not an address' },
    ];
    const { errors, keys } = trackingCompaniesOf(rows);
    expect(errors).toEqual({ 'tracking.a.Name': TRACKING_NAME_PROBLEM, 'tracking.b.Address': TRACKING_ADDRESS_PROBLEM });
    expect(keys).toEqual(['a', 'b']);
    expect(trackingFieldOf('TrackingCompanies.1.Website', keys)).toBe('tracking.b.Address');
    expect(trackingFieldOf('TrackingCompanies.0.Name', keys)).toBe('tracking.a.Name');
    expect(trackingFieldOf('NextInvoiceNumber', keys)).toBe('NextInvoiceNumber');
    expect(tabOfField('tracking.b.Address')).toBe('tracking');
  });
});

describe('the settings fields shared with other pages', () => {
  it('reads the own mileage rate in dollars, two decimals at most, empty for the IRS rate', () => {
    expect(parseMileageRate('0.655')).toEqual({ rate: 0.655 });
    expect(parseMileageRate('0.6555')).toEqual({ problem: MILEAGE_RATE_PROBLEM });
    expect(parseMileageRate('12.00')).toEqual({ problem: MILEAGE_RATE_PROBLEM });
    expect(parseMileageRate('$0.70')).toEqual({ rate: 0.7 });
    expect(parseMileageRate('.6')).toEqual({ rate: 0.6 });
    expect(parseMileageRate('0')).toEqual({ problem: MILEAGE_RATE_PROBLEM });
    expect(parseMileageRate('')).toEqual({ rate: null });
    expect(mileageRateText(0.6)).toBe('0.60');
    expect(mileageRateText(0.655)).toBe('0.655');
    expect(mileageRateText(null)).toBe('');
  });

  it('needs an invoice number of 1 or more (spec 001 §5)', () => {
    const draft = { NextInvoiceNumber: '1.5', DefaultPaymentTerms: 'Net15' as const, InvoiceDefaultNotes: '' };
    expect(invoiceSettingsOf(draft)).toEqual({ errors: { NextInvoiceNumber: NEXT_INVOICE_NUMBER_PROBLEM } });
    expect(invoiceSettingsOf({ ...draft, NextInvoiceNumber: '42' })).toEqual({
      settings: { NextInvoiceNumber: 42, DefaultPaymentTerms: 'Net15', InvoiceDefaultNotes: '' },
    });
  });

  it('says the catalogue’s words when a save did not arrive, and the server’s reason when it was refused', () => {
    expect(settingsSaveFailure({ status: 'NETWORK', Response: 'Failed to connect' })?.problem.message).toBe(SETTINGS_NOT_SAVED);
    expect(settingsSaveFailure({ status: 503, Response: 'Failed to connect' })?.problem.message).toBe('Server not responding, please try saving again.');
    expect(
      settingsSaveFailure({ status: 400, Response: 'MileageRate: must not be negative', Errors: { MileageRate: 'must not be negative', Bad: 3 } }),
    ).toEqual({
      problem: { title: 'Settings Save Failed', message: 'MileageRate: must not be negative' },
      errors: { MileageRate: 'must not be negative' },
    });
    // An ended session goes to the login page instead.
    expect(settingsSaveFailure({ status: 401, Response: '' })).toBeNull();
  });

  it('opens from the menu on each of spec 000 §2’s seven tabs', () => {
    expect(MENU_SETTINGS_TABS.map(settingsDialogId)).toEqual([
      'settings-general',
      'settings-mileage',
      'settings-notaryFees',
      'settings-invoicing',
      'settings-tracking',
      'settings-googleCalendar',
      'settings-iCal',
    ]);
  });
});
