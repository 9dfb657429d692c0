import type { GridView, Settings, SettingsSaveBody } from '@notary/contracts';
import { invoiceSettingsDraftOf, invoiceSettingsOf, type InvoiceSettingsDraft } from '../../shared/settings/invoiceSettings';
import { mileageRateText, parseMileageRate } from '../../shared/settings/mileageRate';
import { trackingCompaniesOf, trackingRowsOf, type TrackingRow } from './trackingRows';

/** What the Settings dialog's tabs edit, as typed; one draft for all tabs, saved together. */
export interface SettingsDraft {
  EnableConfirmations: boolean;
  EnableRON: boolean;
  UseTotalMileage: boolean;
  GridView: GridView;
  AutoNotaryFee: boolean;
  /** Dollars per mile; '' for the IRS standard rate of each trip's date. */
  MileageRate: string;
  invoice: InvoiceSettingsDraft;
  tracking: TrackingRow[];
}

export function settingsDraftOf(settings: Settings): SettingsDraft {
  return {
    EnableConfirmations: settings.EnableConfirmations,
    EnableRON: settings.EnableRON,
    UseTotalMileage: settings.UseTotalMileage,
    GridView: settings.GridView,
    AutoNotaryFee: settings.AutoNotaryFee,
    MileageRate: mileageRateText(settings.MileageRate),
    invoice: invoiceSettingsDraftOf(settings),
    tracking: trackingRowsOf(settings.TrackingCompanies),
  };
}

const SWITCHES = ['EnableConfirmations', 'EnableRON', 'UseTotalMileage', 'AutoNotaryFee'] as const;

export interface SettingsCheck {
  /** Only what differs from the settings the draft started from (spec 001 §7: a save sends what changed). */
  changes: SettingsSaveBody;
  /** What is wrong, by field ('MileageRate', 'NextInvoiceNumber', 'tracking.{row}.Name'); nothing is saved while any is. */
  errors: Record<string, string>;
  /** The rows of the carriers sent, in order (see trackingFieldOf). */
  trackingKeys: string[];
}

export function settingsChangesOf(draft: SettingsDraft, base: Settings): SettingsCheck {
  const changes: SettingsSaveBody = {};
  const errors: Record<string, string> = {};
  for (const key of SWITCHES) if (draft[key] !== base[key]) changes[key] = draft[key];
  if (draft.GridView !== base.GridView) changes.GridView = draft.GridView;

  const rate = parseMileageRate(draft.MileageRate);
  if ('problem' in rate) errors.MileageRate = rate.problem;
  else if (rate.rate !== (base.MileageRate ?? null)) changes.MileageRate = rate.rate;

  const invoice = invoiceSettingsOf(draft.invoice);
  if ('errors' in invoice) Object.assign(errors, invoice.errors);
  else {
    const { NextInvoiceNumber, DefaultPaymentTerms, InvoiceDefaultNotes } = invoice.settings;
    if (NextInvoiceNumber !== base.NextInvoiceNumber) changes.NextInvoiceNumber = NextInvoiceNumber;
    if (DefaultPaymentTerms !== base.DefaultPaymentTerms) changes.DefaultPaymentTerms = DefaultPaymentTerms;
    if (InvoiceDefaultNotes !== base.InvoiceDefaultNotes) changes.InvoiceDefaultNotes = InvoiceDefaultNotes;
  }

  const tracking = trackingCompaniesOf(draft.tracking);
  Object.assign(errors, tracking.errors);
  const storedCarriers = base.TrackingCompanies.map(({ Id, Name, Website, Parameters }) => ({ Id, Name, Website, Parameters }));
  if (JSON.stringify(tracking.companies) !== JSON.stringify(storedCarriers)) changes.TrackingCompanies = tracking.companies;

  return { changes, errors, trackingKeys: tracking.keys };
}

/**
 * The draft holds something to save (or something wrong): leaving asks before dropping it. A row
 * added and left blank, or a number typed back as it was, is nothing to lose.
 */
export function isEdited(draft: SettingsDraft, base: Settings): boolean {
  const { changes, errors } = settingsChangesOf(draft, base);
  return Object.keys(changes).length > 0 || Object.keys(errors).length > 0;
}
