import { createHash, randomBytes } from 'node:crypto';
import {
  CardDeclinedError,
  CardInputRefusedError,
  type CardInput,
  type Charge,
  type ChargeRequest,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway';

/**
 * A card processor in test mode, after the test cards processors document (Stripe's numbers and
 * messages): 4242 4242 4242 4242 and the other brands' test numbers succeed; the documented decline
 * numbers are refused, some when the card is saved and some only when it is charged, as a real
 * processor does. Any other number is refused as a real card used in test mode. No money moves and
 * nothing is kept: what a later charge does is written into the card's reference (pm_test_{outcome}_…).
 */
type Outcome = 'ok' | 'declined' | 'insufficient' | 'expired' | 'cvc' | 'processing' | 'charge_fails';

const MESSAGES = {
  declined: 'Your card was declined.',
  insufficient: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  cvc: "Your card's security code is incorrect.",
  processing: 'An error occurred while processing your card. Try again in a little bit.',
  notTestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
} as const;

/** The test numbers and what each does (https://docs.stripe.com/testing). */
export const TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4242424242424242': 'ok',
  '4000056655665556': 'ok',
  '5555555555554444': 'ok',
  '2223003122003222': 'ok',
  '378282246310005': 'ok',
  '6011111111111117': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
  '4000000000000069': 'expired',
  '4000000000000127': 'cvc',
  '4000000000000119': 'processing',
  '4000000000000341': 'charge_fails',
};

/** Refused when the card is saved; the others save and are refused when charged. */
const REFUSED_ON_SAVE: readonly Outcome[] = ['declined', 'expired', 'cvc'];

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

export class TestPaymentGateway implements PaymentGateway {
  readonly kind = 'test' as const;
  readonly publishableKey = null;

  async saveCard(input: CardInput): Promise<SavedCard> {
    if (input.kind !== 'card') throw new CardInputRefusedError('Enter the card details in the form.');
    const digits = input.card.number.replace(/[\s-]/g, '');
    const outcome = TEST_CARDS[digits];
    if (!outcome) throw new CardDeclinedError(MESSAGES.notTestCard, 'card_declined');
    if (REFUSED_ON_SAVE.includes(outcome)) throw declined(outcome);
    return {
      reference: `pm_test_${outcome}_${randomBytes(12).toString('hex')}`,
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: input.card.expMonth,
      expYear: input.card.expYear,
    };
  }

  async charge(request: ChargeRequest): Promise<Charge> {
    const match = /^pm_test_([a-z_]+)_[0-9a-f]+$/.exec(request.cardReference);
    if (!match) throw new CardDeclinedError(MESSAGES.declined, 'card_declined');
    const outcome = match[1] as Outcome;
    if (outcome !== 'ok') throw declined(outcome);
    // The same idempotency key names the same charge, as a processor answers a retried request.
    return { chargeReference: `ch_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
  }
}

function declined(outcome: Outcome): CardDeclinedError {
  switch (outcome) {
    case 'insufficient':
      return new CardDeclinedError(MESSAGES.insufficient, 'insufficient_funds');
    case 'expired':
      return new CardDeclinedError(MESSAGES.expired, 'expired_card');
    case 'cvc':
      return new CardDeclinedError(MESSAGES.cvc, 'incorrect_cvc');
    case 'processing':
      return new CardDeclinedError(MESSAGES.processing, 'processing_error');
    default:
      return new CardDeclinedError(MESSAGES.declined, 'card_declined');
  }
}
