import { EXPORT_FIELD_TITLES, type ExportField } from '@notary/contracts';
import type { SigningView } from '@notary/read-models';

type Read = keyof SigningView;

interface ExportColumn<F extends Read = Read> {
  /** The signing's fields the column is made from (all the read model is asked for). */
  reads: readonly F[];
  value(signing: Pick<SigningView, F>): string;
}

const column = <F extends Read>(reads: readonly F[], value: (signing: Pick<SigningView, F>) => string): ExportColumn => ({
  reads,
  value: value as ExportColumn['value'],
});
/** The signing's text fields, exported as they are. */
type TextField = { [F in Read]: SigningView[F] extends string ? F : never }[Read];
const text = (field: TextField) => column([field], (signing) => signing[field]);
/**
 * A signing keeps one phone for the signer (the cell phone the edit form asks for) and one for the
 * co-signer: the home and work phone columns of the old export have nothing to show and stay empty,
 * so a file laid out for the old export still lines up.
 */
const noSuchField = column([], () => '');

/** What each export field's column holds, from the signing as the read model keeps it. */
export const EXPORT_COLUMNS: Record<ExportField, ExportColumn> = {
  Date: column(['ShortDate'], (signing) => signing.ShortDate),
  Time: column(['AppointmentTime'], ({ AppointmentTime: time }) => (time ? `${time.Hour}:${String(time.Minute).padStart(2, '0')} ${time.AmPm}` : '')),
  Address: column(['Address1', 'Address2'], (signing) => [signing.Address1, signing.Address2].filter(Boolean).join(', ')),
  City: text('City'),
  State: text('State'),
  Zip: text('Zip'),
  OrderNumber: text('OrderNumber'),
  InvoiceNumber: text('InvoiceNumber'),
  Amount: column(['Amount'], (signing) => (signing.Amount === null || signing.Amount === undefined ? '' : signing.Amount.toFixed(2))),
  SignerFirstName: text('FirstName'),
  SignerLastName: text('LastName'),
  SignerHomePhone: noSuchField,
  SignerCellPhone: text('CellPhone'),
  SignerWorkPhone: noSuchField,
  SignerEmail: text('EmailAddress'),
  CoSignerName: text('CoSignerName'),
  CoSignerCellPhone: text('CoSignerCellPhone'),
  CoSignerWorkPhone: noSuchField,
  CoSignerEmail: text('CoSignerEmailAddress'),
};

/** The fields the chosen columns read, each once. */
export const fieldsRead = (fields: readonly ExportField[]): Read[] => [...new Set(fields.flatMap((field) => EXPORT_COLUMNS[field].reads))];

export const titleOf = (field: ExportField) => EXPORT_FIELD_TITLES[field];
