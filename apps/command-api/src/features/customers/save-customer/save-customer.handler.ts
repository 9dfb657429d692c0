import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream } from '@notary/events';
import { customerDecider } from '@notary/domain';
import { deterministicId } from '@notary/platform';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { customerAnswer, customerNotFound } from '../customer-answer';
import { SaveCustomer } from './save-customer.command';

@CommandHandler(SaveCustomer)
export class SaveCustomerHandler implements ICommandHandler<SaveCustomer> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, customer }: SaveCustomer) {
    const context = this.kit.context(by);
    // New ids come from the command id, so a retried save creates nothing twice.
    const customerId = customer.Id ?? deterministicId(context.commandId, 'customer');
    const { Id: _id, Revision: _revision, Contacts: _contacts, ...details } = customer;
    const input = {
      ...details,
      Contacts: customer.Contacts.map((contact, index) => ({ ...contact, Id: contact.Id ?? deterministicId(context.commandId, 'contact', String(index)) })),
    };
    const result = await this.kit.decide(
      customerStream(customerId),
      customerDecider,
      { type: 'SaveCustomer', customerId, ownerId: by.ownerId, input },
      context,
      {
        authorize: ownedBy(by.ownerId, customerNotFound, Boolean(customer.Id)),
        expectedRevision: customer.Id ? (customer.Revision ?? undefined) : undefined,
      },
    );
    return { ...customerAnswer(customerId, result.revision, result.state), Position: result.position, Unchanged: result.events.length === 0 };
  }
}
