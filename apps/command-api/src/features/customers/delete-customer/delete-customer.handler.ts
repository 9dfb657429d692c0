import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream } from '@notary/events';
import { customerDecider } from '@notary/domain';
import { CommandKit, ownedBy } from '../../../core/commands/command-kit';
import { customerNotFound } from '../customer-answer';
import { DeleteCustomer } from './delete-customer.command';

@CommandHandler(DeleteCustomer)
export class DeleteCustomerHandler implements ICommandHandler<DeleteCustomer> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, customerId }: DeleteCustomer) {
    const context = this.kit.context(by);
    const result = await this.kit.decide(customerStream(customerId), customerDecider, { type: 'DeleteCustomer' }, context, {
      authorize: ownedBy(by.ownerId, customerNotFound, true),
    });
    return { Id: customerId, Position: result.position };
  }
}
