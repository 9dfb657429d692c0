import { Injectable } from '@nestjs/common';
import { ageBalances, paymentTermsFor, type AgedBalance, type OpenBalance } from '@notary/domain';
import { customersWithOwnTerms, findSettings, openSignings, type CustomerChoice, type OpenSigning, type OwnerScope } from '@notary/read-models';

export type AgedSigning = AgedBalance<OpenBalance & { signing: OpenSigning }>;

/** The notary's open balances, each with its due date and bucket on `asOf`. */
@Injectable()
export class ReceivablesReads {
  async agedSignings(scope: OwnerScope, asOf: string, customer?: CustomerChoice): Promise<AgedSigning[]> {
    const [signings, ownTerms, settings] = await Promise.all([openSignings(scope, customer), customersWithOwnTerms(scope), findSettings(scope)]);
    const defaultTerms = settings?.Preferences.DefaultPaymentTerms;
    const balances = signings.map((signing) => ({
      signing,
      CustomerId: signing.CustomerId,
      CustomerName: signing.CustomerName,
      InvoiceSent: signing.InvoiceSent,
      SavedDueDate: signing.Invoice?.DueDate ?? null,
      Balance: signing.Balance,
    }));
    return ageBalances(balances, (customerId) => paymentTermsFor(customerId ? ownTerms.get(customerId) : null, defaultTerms), asOf);
  }
}
