import { SigningBody, type SigningInput } from '@notary/contracts';
import type { PendingImport } from '@notary/domain';

/** An imported row's time when the file gave none: the blank signing's 9:00 AM. */
const NINE_AM = { Hour: 9, Minute: 0, AmPm: 'AM' } as const;

/**
 * The signing an imported row becomes, as the edit dialog would send it for a new signing (one
 * hour long, like a blank signing), checked by the same schema: either the input, or why not.
 */
export function signingInputOf(row: PendingImport): { input: SigningInput } | { problem: string } {
  const parsed = SigningBody.safeParse({
    AppointmentDate: row.AppointmentDate,
    AppointmentTime: row.AppointmentTime ?? NINE_AM,
    AppointmentDurationHour: 1,
    AppointmentDurationMinute: 0,
    LastName: row.SignerLastName,
    FirstName: row.SignerFirstName,
    Address1: row.Address1,
    Address2: row.Address2,
    City: row.City,
    State: row.State,
    Zip: row.Zip,
    CellPhone: row.SignerPhone,
    EmailAddress: row.SignerEmail,
    CoSignerName: `${row.CoSignerFirstName} ${row.CoSignerLastName}`.trim(),
    CoSignerCellPhone: row.CoSignerPhone,
    CoSignerEmailAddress: row.CoSignerEmail,
    OrderNumber: row.OrderNumber,
    InvoiceNumber: row.InvoiceNumber,
    Amount: row.Amount,
  });
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { problem: `${issue.path.join('.')}: ${issue.message}` };
}
