import type { ProjectedCollection, ProjectedDocument } from '@notary/projection-runtime';
import type { SigningView } from './signing.document';

/**
 * One payment received on a signing, kept apart from the signing's document so that the money
 * received in a period (cash basis: the tax report, "Received") is read by its own date through a
 * small index, whatever the signing's date, without parsing the signings themselves.
 */
export interface SigningPayment extends ProjectedDocument {
  OwnerId: string;
  SigningId: string;
  PaymentId: string;
  PaidDate: string;
  Amount: number;
  /** The signing's type of work (its fee may be a notarial fee) and date, as they are now. */
  LoanType: number | null;
  AppointmentDate: string;
}

type Payer = Pick<SigningView, 'Id' | 'OwnerId' | 'Payments' | 'LoanType' | 'AppointmentDate'>;

function paymentsOf(signing: Payer | null): Map<string, SigningPayment> {
  const payments = new Map<string, SigningPayment>();
  for (const payment of signing?.Payments ?? []) {
    if (!payment.PaidDate || !payment.Amount) continue;
    const _id = `${signing!.Id}:${payment.PaymentId}`;
    payments.set(_id, {
      _id,
      OwnerId: signing!.OwnerId,
      SigningId: signing!.Id,
      PaymentId: payment.PaymentId,
      PaidDate: payment.PaidDate,
      Amount: payment.Amount,
      LoanType: signing!.LoanType ?? null,
      AppointmentDate: signing!.AppointmentDate,
    });
  }
  return payments;
}

const same = (a: SigningPayment, b: SigningPayment) =>
  a.PaidDate === b.PaidDate && a.Amount === b.Amount && a.LoanType === b.LoanType && a.AppointmentDate === b.AppointmentDate;

/** Brings a signing's payment documents from what it was to what it is (a deleted signing: none). */
export async function applyPaymentsChange(collection: ProjectedCollection<SigningPayment>, before: Payer | null, after: Payer | null): Promise<void> {
  const was = paymentsOf(before);
  const now = paymentsOf(after);
  for (const id of was.keys()) if (!now.has(id)) await collection.deleteOne({ _id: id });
  for (const [id, payment] of now) {
    const previous = was.get(id);
    if (previous && same(previous, payment)) continue;
    const { _id, ...fields } = payment;
    await collection.updateOne({ _id }, { $set: fields }, { upsert: true });
  }
}
