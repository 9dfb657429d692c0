import { Command } from '@nestjs/cqrs';
import type { CustomerInput, CustomerSaveAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Add a customer (no Id) or change one the notary opened at `Revision`, with its full contact list. */
export class SaveCustomer extends Command<CustomerSaveAnswer> {
  constructor(
    readonly by: Requester,
    readonly customer: CustomerInput,
  ) {
    super();
  }
}
