import { Command } from '@nestjs/cqrs';
import type { BillingInput, BillingWriteAnswer, CardBody, CardRequest } from '@notary/contracts';
import type { z } from 'zod';
import type { Requester } from '../../core/http/requester';

export type CardInputBody = z.output<typeof CardBody>;
export type { CardRequest };

/** POST billing (or marketingbilling): pay the first period of a plan with a card; the trial ends. */
export class Subscribe extends Command<BillingWriteAnswer> {
  constructor(
    readonly by: Requester,
    readonly body: BillingInput,
    readonly marketing: boolean,
  ) {
    super();
  }
}

/** POST creditcard: the card the next renewals are charged to. */
export class ReplaceCard extends Command<BillingWriteAnswer> {
  constructor(
    readonly by: Requester,
    readonly body: CardInputBody,
  ) {
    super();
  }
}

/** GET cancel: the subscription stops renewing and ends with the paid period. */
export class CancelSubscription extends Command<BillingWriteAnswer> {
  constructor(readonly by: Requester) {
    super();
  }
}
