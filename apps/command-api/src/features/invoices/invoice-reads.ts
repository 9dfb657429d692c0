import { Injectable } from '@nestjs/common';
import {
  findCustomer,
  findSettings,
  findSigning,
  type CustomerDocument,
  type OwnerScope,
  type SettingsDocument,
  type SigningDocument,
} from '@notary/read-models';
import { signingNotFound } from '../signings/signing-answer';

/** The read models an invoice is made from, each through the notary's own scope. */
@Injectable()
export class InvoiceReads {
  async signing(scope: OwnerScope, signingId: string): Promise<SigningDocument> {
    const signing = await findSigning(scope, signingId);
    if (!signing) throw signingNotFound();
    return signing;
  }

  customer(scope: OwnerScope, customerId: string | null): Promise<CustomerDocument | null> {
    return customerId ? findCustomer(scope, customerId) : Promise.resolve(null);
  }

  settings(scope: OwnerScope): Promise<SettingsDocument | null> {
    return findSettings(scope);
  }
}
