import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NO_CUSTOMER, type OpenBalanceBucket, type ReceivableSigning, type ReceivableSignings, type ReceivablesAging } from '@notary/contracts';
import { agingReport, NO_CUSTOMER_NAME, paidSinceFor, sumMoney } from '@notary/domain';
import { paidSignings } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { ReceivablesReads, type AgedSigning } from './receivables-reads';

/** What the notary's customers owe on `asOf` (the notary's today), by customer and by how late. */
export class ReceivablesAgingOf extends Query<ReceivablesAging> {
  constructor(
    readonly ownerId: string,
    readonly asOf: string,
  ) {
    super();
  }
}

/**
 * The signings behind one figure of the aging: of one customer (an id), of none (null) or of all
 * (undefined); of one bucket, or every invoiced one (null).
 */
export class ReceivableSigningsOf extends Query<ReceivableSignings> {
  constructor(
    readonly ownerId: string,
    readonly asOf: string,
    readonly customer: string | null | undefined,
    readonly bucket: OpenBalanceBucket | null,
  ) {
    super();
  }
}

@QueryHandler(ReceivablesAgingOf)
export class ReceivablesAgingOfHandler implements IQueryHandler<ReceivablesAgingOf> {
  constructor(
    private readonly reads: ReadModels,
    private readonly receivables: ReceivablesReads,
  ) {}

  async execute({ ownerId, asOf }: ReceivablesAgingOf): Promise<ReceivablesAging> {
    const scope = this.reads.of(ownerId);
    const PaidSince = paidSinceFor(asOf);
    const [aged, paid] = await Promise.all([this.receivables.agedSignings(scope, asOf), paidSignings(scope, PaidSince, asOf)]);
    return { AsOf: asOf, PaidSince, ...agingReport(aged, paid) };
  }
}

@QueryHandler(ReceivableSigningsOf)
export class ReceivableSigningsOfHandler implements IQueryHandler<ReceivableSigningsOf> {
  constructor(
    private readonly reads: ReadModels,
    private readonly receivables: ReceivablesReads,
  ) {}

  async execute({ ownerId, asOf, customer, bucket }: ReceivableSigningsOf): Promise<ReceivableSignings> {
    const aged = await this.receivables.agedSignings(this.reads.of(ownerId), asOf, customer);
    // No bucket: the customer's Total, every invoiced balance (the not invoiced are apart).
    const chosen = aged.filter((balance) => (bucket ? balance.Bucket === bucket : balance.Bucket !== 'NotInvoiced')).sort(latestFirst);
    return {
      AsOf: asOf,
      CustomerId: customer === undefined ? null : (customer ?? NO_CUSTOMER),
      Bucket: bucket,
      Signings: chosen.map(shown),
      Total: sumMoney(chosen.map((balance) => balance.Balance)),
    };
  }
}

/** Most days past due first; not invoiced ones (no due date) by the signing's date, oldest first. */
const pastDue = (balance: AgedSigning) => balance.DaysPastDue ?? Number.MIN_SAFE_INTEGER;
function latestFirst(a: AgedSigning, b: AgedSigning): number {
  return pastDue(b) - pastDue(a) || a.signing.AppointmentDate.localeCompare(b.signing.AppointmentDate) || a.signing.LastName.localeCompare(b.signing.LastName);
}

function shown({ signing, DueDate, DaysPastDue, Bucket, Balance }: AgedSigning): ReceivableSigning {
  return {
    Id: signing.Id,
    SignerName: [signing.FirstName, signing.LastName].filter(Boolean).join(' '),
    AppointmentDate: signing.AppointmentDate,
    CustomerId: signing.CustomerId,
    CustomerName: signing.CustomerId ? signing.CustomerName : NO_CUSTOMER_NAME,
    InvoiceNumber: signing.InvoiceNumber,
    InvoiceSent: signing.InvoiceSent,
    DueDate,
    DaysPastDue,
    Bucket,
    Balance,
  };
}
