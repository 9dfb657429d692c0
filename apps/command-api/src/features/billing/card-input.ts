import { cardDigits, checkCardFields, DomainError, validationError } from '@notary/domain';
import { CardDeclinedError, CardInputRefusedError, type CardInput, type PaymentGateway } from '@notary/payments';
import type { CardInputBody } from './billing.commands';

/**
 * The card as the gateway takes it: Stripe's PaymentMethod id, or (test gateway) the fields checked
 * by spec 001's card rules. The number and CVC go no further than the gateway call that follows.
 */
export function cardInputOf(body: CardInputBody, gateway: PaymentGateway, now: Date): CardInput {
  if (gateway.kind === 'stripe') {
    if (!body.PaymentMethodId) throw validationError('BILLING.CARD_MISSING', 'Please enter your card in the card form', { Card: 'Please enter your card' });
    return { kind: 'payment-method', paymentMethodId: body.PaymentMethodId };
  }
  checkCardFields(body, now);
  return {
    kind: 'card',
    card: {
      number: cardDigits(body.CreditCardNumber),
      expMonth: Number(body.ExpirationMonth),
      expYear: Number(body.ExpirationYear),
      cvc: body.Cvc.trim(),
      nameOnCard: body.CreditCardName.trim(),
      zip: body.ZipCode.trim(),
    },
  };
}

/** A refusal answers 402 with the gateway's own words (spec 001 §8: billing errors show the server's text). */
export function asDomainError(error: unknown): unknown {
  if (error instanceof CardDeclinedError) return new DomainError('payment_required', 'BILLING.CARD_DECLINED', error.message, { Card: error.message });
  if (error instanceof CardInputRefusedError) return validationError('BILLING.CARD_INPUT', error.message, { Card: error.message });
  return error;
}
