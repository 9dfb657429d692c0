/**
 * The invoice as the PDF shows it: a plain model with no ties to the domain or the read models. The
 * invoice API builds it (from the signings, the customer and the business profile) and the
 * renderer only lays it out, so the same model can cross into a worker thread as-is.
 */

/** A name with its postal and contact details: the notary's business, or the customer billed. */
export interface PartyAddress {
  Name: string;
  Company?: string;
  ContactName?: string;
  Address?: string;
  Address2?: string;
  City?: string;
  State?: string;
  Zip?: string;
  Phone?: string;
  Email?: string;
}

/** One row of the invoice: the fee for a signing, or a payment received against it. */
export interface InvoiceLine {
  /** YYYY-MM-DD: the signing date, or the date a payment was received. */
  Date?: string;
  /** The type of work (e.g. "Refinance"); for a payment, an optional detail such as a check number. */
  Description: string;
  SignerName?: string;
  PropertyAddress?: string;
  OrderNumber?: string;
  /** Dollars with two decimal places; payments are negative. */
  Amount: number;
  IsPayment: boolean;
}

export interface InvoiceDocument {
  /** 'batch' is one customer's invoice for several signings; the layout is the same, titled differently. */
  kind: 'invoice' | 'batch';
  /** The notary's business profile. */
  business: PartyAddress;
  /** The customer, with its address and the contact the invoice goes to. */
  billTo: PartyAddress;
  InvoiceNumber: number;
  /** YYYY-MM-DD. */
  InvoiceDate: string;
  /** YYYY-MM-DD. */
  DueDate: string;
  /** As the notary words them, e.g. 'Net 30' or 'Due on receipt'. */
  PaymentTerms: string;
  lines: InvoiceLine[];
  Notes?: string;
}

export interface InvoiceTotals {
  /** The fees: every line that is not a payment. */
  Billed: number;
  /** The payments received, as a positive amount. */
  Paid: number;
  BalanceDue: number;
}

/** Dollars to integer cents, rounding half away from zero so that a payment mirrors its fee. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`An invoice amount must be a finite number, not ${dollars}`);
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/**
 * The totals in integer cents (summing dollars as floats drifts: 0.1 + 0.2 is not 0.3). A payment
 * always reduces the balance, whatever sign the caller gave it, so a mis-signed payment cannot
 * double the amount due.
 */
export function invoiceTotalsInCents(doc: Pick<InvoiceDocument, 'lines'>): { billed: number; paid: number; balanceDue: number } {
  let billed = 0;
  let paid = 0;
  doc.lines.forEach((line, index) => {
    let cents: number;
    try {
      cents = toCents(line.Amount);
    } catch (error) {
      throw new RangeError(`Invoice line ${index + 1}: ${(error as Error).message}`, { cause: error });
    }
    if (line.IsPayment) paid += Math.abs(cents);
    else billed += cents;
  });
  return { billed, paid, balanceDue: billed - paid };
}

/** Billed, Paid and BalanceDue in dollars, each exact to the cent. */
export function invoiceTotals(doc: Pick<InvoiceDocument, 'lines'>): InvoiceTotals {
  const { billed, paid, balanceDue } = invoiceTotalsInCents(doc);
  return { Billed: billed / 100, Paid: paid / 100, BalanceDue: balanceDue / 100 };
}
