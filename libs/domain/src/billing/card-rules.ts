import { validationError } from '../shared';

/**
 * The card form's rules (spec 001 §5: name longer than 3, number longer than 8, expiration month
 * given, year of exactly 4 characters; the full billing form also a ZIP of at least 5 and a CVC of at
 * at least 3), made exact: the number passes the Luhn check, the card has not expired, the CVC is 3
 * or 4 digits. Checked where the card is handed to the gateway; nothing here keeps or logs a value.
 */
export const CARD_MESSAGES = {
  name: 'Please enter the name on the card',
  number: 'Please enter a valid card number',
  month: 'Please choose the expiration month',
  year: 'Please enter the expiration year (4 digits)',
  expired: 'The card has expired',
  zip: 'Please enter the billing ZIP code (at least 5 characters)',
  cvc: 'Please enter the 3 or 4 digit security code (CVC)',
  plan: 'Please choose a plan',
  terms: 'Please accept the terms of service',
} as const;

/** The card fields under spec 001 §3's names for the Billing entity. */
export interface CardFields {
  CreditCardName: string;
  CreditCardNumber: string;
  ExpirationMonth: number | string;
  ExpirationYear: number | string;
  ZipCode: string;
  Cvc: string;
}

/** Digits only: spaces and dashes as people type them are allowed. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** Every broken rule, by field; the first one is the answer's message. */
export function cardFieldErrors(card: CardFields, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (card.CreditCardName.trim().length <= 3) errors.CreditCardName = CARD_MESSAGES.name;
  const digits = cardDigits(card.CreditCardNumber);
  if (digits.length <= 8 || !passesLuhn(digits)) errors.CreditCardNumber = CARD_MESSAGES.number;
  const month = Number(card.ExpirationMonth);
  const yearText = String(card.ExpirationYear).trim();
  if (String(card.ExpirationMonth).trim() === '' || !Number.isInteger(month) || month < 1 || month > 12) errors.ExpirationMonth = CARD_MESSAGES.month;
  if (!/^\d{4}$/.test(yearText)) errors.ExpirationYear = CARD_MESSAGES.year;
  if (!errors.ExpirationMonth && !errors.ExpirationYear && cardExpired(month, Number(yearText), now)) errors.ExpirationYear = CARD_MESSAGES.expired;
  if (card.ZipCode.trim().length < 5) errors.ZipCode = CARD_MESSAGES.zip;
  if (!/^\d{3,4}$/.test(card.Cvc.trim())) errors.Cvc = CARD_MESSAGES.cvc;
  return errors;
}

export function checkCardFields(card: CardFields, now: Date): void {
  const errors = cardFieldErrors(card, now);
  const first = Object.values(errors)[0];
  if (first) throw validationError('BILLING.CARD_INVALID', first, errors);
}
