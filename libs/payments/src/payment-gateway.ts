/**
 * The PaymentGateway port: the only place a card is handed to. What comes back is the gateway's
 * reference to the card plus what may be shown (brand, last four digits, expiry); the card number
 * and the CVC never leave the adapter's call: no adapter keeps, returns or logs them.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
  zip: string;
}

/** The test gateway takes the card's fields; Stripe takes only the PaymentMethod id its own fields made. */
export type CardInput = { kind: 'card'; card: CardDetails } | { kind: 'payment-method'; paymentMethodId: string };

export interface SavedCard {
  /** What later charges use (test: pm_test_…; Stripe: the customer and PaymentMethod ids). */
  reference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  cardReference: string;
  amountCents: number;
  /** The same key for a retried charge of the same period: the gateway answers the first charge again. */
  idempotencyKey: string;
  description: string;
}

export interface Charge {
  chargeReference: string;
}

export interface GatewayCustomer {
  ownerId: string;
  email: string;
}

export interface PaymentGateway {
  readonly kind: 'test' | 'stripe';
  /** Stripe's publishable key, for its card fields in the browser; null for the test gateway. */
  readonly publishableKey: string | null;
  /** Checks and keeps the card at the gateway. Throws CardDeclinedError with the gateway's message. */
  saveCard(input: CardInput, customer: GatewayCustomer): Promise<SavedCard>;
  /** Takes the amount from a saved card. Throws CardDeclinedError with the gateway's message. */
  charge(request: ChargeRequest): Promise<Charge>;
}

/** The card was refused; `message` is the gateway's, as the notary is shown it. */
export class CardDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}

/** The input does not fit this gateway (a card number sent to Stripe, a PaymentMethod id to the test one). */
export class CardInputRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardInputRefusedError';
  }
}
