import type { SavedInvoice, SettingsEvent, SigningEvent } from '@notary/events';
import {
  BATCH_INVOICE_MESSAGES,
  batchInvoiceDecider,
  normalizeBatchInvoice,
  type BatchInvoiceInput,
  dueDateOf,
  INVOICE_MESSAGES,
  invoiceLines,
  invoiceSums,
  normalizeInvoice,
  raisedNextInvoiceNumber,
  settingsDecider,
  signingDecider,
  type InvoiceInput,
} from '@notary/domain';
import { given } from '../support/given-when-then';
import { scheduled, SIGNING } from './signing-fixtures';

const input = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  InvoiceNumber: 1001,
  InvoiceDate: '2026-03-06',
  PaymentTerms: 'Net30',
  CustomerId: 'customer-1',
  ContactId: null,
  Notes: '  Thank you  ',
  LineItems: [
    { Description: ' Refinance ', Amount: 125 },
    { Description: 'Printing', Amount: 0.1 + 0.2 },
  ],
  ...overrides,
});

describe('an invoice (spec 001 §5)', () => {
  it('is checked and tidied: trimmed text, amounts in cents, the due date from its terms', () => {
    expect(normalizeInvoice(input())).toEqual({
      InvoiceNumber: 1001,
      InvoiceDate: '2026-03-06',
      DueDate: '2026-04-05',
      PaymentTerms: 'Net30',
      CustomerId: 'customer-1',
      ContactId: null,
      Notes: 'Thank you',
      LineItems: [
        { Description: 'Refinance', Amount: 125 },
        { Description: 'Printing', Amount: 0.3 },
      ],
    });
  });

  it('needs a whole invoice number above 0, a date, and a description and amount on every line', () => {
    const errorsOf = (overrides: Partial<InvoiceInput>) => {
      try {
        normalizeInvoice(input(overrides));
        return {};
      } catch (error) {
        return (error as { errors: Record<string, string> }).errors;
      }
    };
    expect(errorsOf({ InvoiceNumber: 0 })).toEqual({ InvoiceNumber: INVOICE_MESSAGES.invoiceNumber });
    expect(errorsOf({ InvoiceNumber: 12.5 })).toEqual({ InvoiceNumber: INVOICE_MESSAGES.invoiceNumber });
    expect(errorsOf({ InvoiceDate: '2026-02-30' })).toEqual({ InvoiceDate: INVOICE_MESSAGES.invoiceDate });
    expect(errorsOf({ LineItems: [{ Description: '', Amount: Number.NaN }] })).toEqual({
      'LineItems[0].Description': INVOICE_MESSAGES.lineDescription,
      'LineItems[0].Amount': INVOICE_MESSAGES.lineAmount,
    });
  });

  it('falls due by its terms, across month and year ends', () => {
    expect(dueDateOf('2026-03-06', 'DueOnReceipt')).toBe('2026-03-06');
    expect(dueDateOf('2026-01-31', 'Net15')).toBe('2026-02-15');
    expect(dueDateOf('2026-12-20', 'Net45')).toBe('2027-02-03');
  });

  it('shows each payment as a negative line after the billed ones, with exact totals', () => {
    const lines = invoiceLines(
      [{ Description: 'Refinance', Amount: 150 }],
      [
        { PaymentId: 'p2', PaidDate: '2026-04-01', Amount: 20.1, CheckNumber: '' },
        { PaymentId: 'p1', PaidDate: '2026-03-20', Amount: 100, CheckNumber: '5521' },
      ],
    );
    expect(lines.map((line) => [line.Description, line.Amount, line.IsPayment])).toEqual([
      ['Refinance', 150, false],
      ['Payment received, check 5521', -100, true],
      ['Payment received', -20.1, true],
    ]);
    expect(invoiceSums(lines)).toEqual({ Billed: 150, Paid: 120.1, BalanceDue: 29.9 });
  });
});

describe("saving a signing's invoice", () => {
  const invoice: SavedInvoice = normalizeInvoice(input());

  it('records the invoice and marks the signing with its number and the day it went out', () => {
    given(signingDecider, scheduled())
      .when({ type: 'SaveInvoice', invoice })
      .then([
        { type: 'InvoiceSaved', data: { SigningId: SIGNING, Invoice: invoice } },
        { type: 'SigningDetailsChanged', data: { SigningId: SIGNING, Changes: { InvoiceNumber: '1001', InvoiceSent: '2026-03-06' } } },
      ]);
  });

  it('keeps the first day it went out when saved again, and records nothing when unchanged', () => {
    const history: SigningEvent[] = [
      ...scheduled(),
      { type: 'InvoiceSaved', data: { SigningId: SIGNING, Invoice: invoice } },
      { type: 'SigningDetailsChanged', data: { SigningId: SIGNING, Changes: { InvoiceNumber: '1001', InvoiceSent: '2026-03-06' } } },
    ];
    given(signingDecider, history).when({ type: 'SaveInvoice', invoice }).thenNothing();
    const later = { ...invoice, InvoiceDate: '2026-03-09', DueDate: '2026-04-08' };
    given(signingDecider, history)
      .when({ type: 'SaveInvoice', invoice: later })
      .then([{ type: 'InvoiceSaved', data: { SigningId: SIGNING, Invoice: later } }]);
  });

  it('is refused for a deleted signing', () => {
    given(signingDecider, [...scheduled(), { type: 'SigningDeleted', data: { SigningId: SIGNING } }])
      .when({ type: 'SaveInvoice', invoice })
      .thenFails('SIGNING.NOT_FOUND');
  });
});

describe('the next invoice number (spec 001 §5)', () => {
  const initialized = (): SettingsEvent[] => settingsDecider.decide({ type: 'InitializeSettings', email: 'ann@example.com' }, settingsDecider.initialState());

  it('is raised to one more than a used number at or above it, and left when the number is below it', () => {
    expect(raisedNextInvoiceNumber(1001, 1001)).toBe(1002);
    expect(raisedNextInvoiceNumber(2000, 1001)).toBe(2001);
    expect(raisedNextInvoiceNumber(999, 1001)).toBeNull();
    given(settingsDecider, initialized())
      .when({ type: 'UseInvoiceNumber', invoiceNumber: 1500 })
      .then([{ type: 'PreferencesChanged', data: { Changes: { NextInvoiceNumber: 1501 } } }]);
    given(settingsDecider, initialized()).when({ type: 'UseInvoiceNumber', invoiceNumber: 12 }).thenNothing();
  });
});

describe('a batch invoice (spec 000 §5, spec 001 §4)', () => {
  const batch = (overrides: Partial<BatchInvoiceInput> = {}): BatchInvoiceInput => ({
    CustomerId: 'customer-1',
    SigningIds: ['s-1', 's-2', 's-1'],
    InvoiceNumber: 2001,
    InvoiceDate: '2026-03-01',
    PaymentTerms: 'DueOnReceipt',
    Notes: '',
    ...overrides,
  });

  it('needs a customer and at least one signing, with the spec words', () => {
    expect(() => normalizeBatchInvoice(batch({ CustomerId: null }))).toThrow(BATCH_INVOICE_MESSAGES.needsCustomer);
    expect(() => normalizeBatchInvoice(batch({ SigningIds: [] }))).toThrow(BATCH_INVOICE_MESSAGES.needsSignings);
    expect(normalizeBatchInvoice(batch())).toMatchObject({ SigningIds: ['s-1', 's-2'], DueDate: '2026-03-01' });
  });

  it('is recorded once, and again only when it changed', () => {
    const terms = normalizeBatchInvoice(batch());
    const saved = { type: 'BatchInvoiceSaved', data: { BatchInvoiceId: 'b-1', OwnerId: 'notary-1', Invoice: terms } } as const;
    given(batchInvoiceDecider).when({ type: 'SaveBatchInvoice', batchInvoiceId: 'b-1', ownerId: 'notary-1', invoice: terms }).then([saved]);
    given(batchInvoiceDecider, [saved]).when({ type: 'SaveBatchInvoice', batchInvoiceId: 'b-1', ownerId: 'notary-1', invoice: terms }).thenNothing();
  });

  it('marks each signing with the batch and the day it went out, once', () => {
    const add = { type: 'AddToBatchInvoice', batchInvoiceId: 'b-1', invoiceNumber: 2001, invoiceDate: '2026-03-01' } as const;
    const marked: SigningEvent[] = [
      { type: 'AddedToBatchInvoice', data: { SigningId: SIGNING, BatchInvoiceId: 'b-1', InvoiceNumber: 2001 } },
      { type: 'SigningDetailsChanged', data: { SigningId: SIGNING, Changes: { InvoiceSent: '2026-03-01' } } },
    ];
    given(signingDecider, scheduled()).when(add).then(marked);
    given(signingDecider, [...scheduled(), ...marked])
      .when(add)
      .thenNothing();
  });
});
