import { Inject, Injectable } from '@nestjs/common';
import { customerStream } from '@notary/events';
import { customerDecider, notFound, type CustomerCommand } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, type CommandContext } from '@notary/infrastructure';
import { deterministicId, type Clock } from '@notary/platform';
import { BillingService } from '../accounts/billing.service';
import type { RequestMeta } from '../http/command-context';
import { CLOCK, EVENT_STORE } from '../runtime/tokens';
import type { CustomerBody } from './customer.schemas';

const customerNotFound = () => notFound('CUSTOMER.NOT_FOUND', 'The customer was not found. It may have been deleted.');

@Injectable()
export class CustomerCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly billing: BillingService,
  ) {}

  async save(ownerId: string, body: CustomerBody, meta: RequestMeta) {
    const context = this.context(ownerId, meta);
    await this.billing.requireActive(ownerId, context.now);
    const customerId = body.Id ?? deterministicId(context.commandId, 'customer');
    const input = {
      Name: body.Name,
      Website: body.Website,
      Inactive: body.Inactive,
      Contacts: body.Contacts.map((contact, index) => ({ ...contact, Id: contact.Id ?? deterministicId(context.commandId, 'contact', String(index)) })),
    };
    const result = await this.run(customerId, { type: 'SaveCustomer', customerId, ownerId, input }, context, Boolean(body.Id), body.Id ? body.Revision ?? undefined : undefined);
    return { ...result, customerId };
  }

  async delete(ownerId: string, customerId: string, meta: RequestMeta) {
    const context = this.context(ownerId, meta);
    await this.billing.requireActive(ownerId, context.now);
    return this.run(customerId, { type: 'DeleteCustomer' }, context, true);
  }

  private run(customerId: string, command: CustomerCommand, context: CommandContext, mustExist: boolean, expectedRevision?: number) {
    return handleCommand(this.eventStore, customerStream(customerId), customerDecider, command, context, {
      expectedRevision,
      authorize: (state) => {
        if ((mustExist && !state.exists) || (state.exists && state.ownerId !== context.ownerId)) throw customerNotFound();
      },
    });
  }

  private context(ownerId: string, meta: RequestMeta): CommandContext {
    return { ...meta, ownerId, now: this.clock.now() };
  }
}
