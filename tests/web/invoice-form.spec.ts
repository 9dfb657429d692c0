import type { Invoice } from '@notary/contracts';
import { draftOf, draftProblems, dueDateOf, newLine, saveBodyOf, totalsOf, typedOf } from '../../apps/web/src/features/invoices/invoiceForm';

const invoice: Invoice = {
  Id: 'signing-1',
  Saved: false,
  InvoiceNumber: 1001,
  InvoiceDate: '2026-03-06',
  DueDate: '2026-04-05',
  PaymentTerms: 'Net30',
  PaymentTermsLabel: 'Net 30',
  Customer: { Id: 'customer-1', Name: 'First American Title', Address1: '', Address2: '', City: 'Santa Ana', State: 'CA', Zip: '92707' },
  ContactId: null,
  ContactName: '',
  ContactEmail: '',
  LineItems: [
    { Description: 'Refinance', Amount: 1150, IsPayment: false },
    { Description: 'Payment received', Amount: -100, IsPayment: true, PaidDate: '2026-03-20', CheckNumber: '' },
  ],
  SignerName: 'Ana Rivera',
  OrderNumber: '',
  SigningDate: '2026-03-05',
  PropertyAddress: '',
  Notes: '',
  Billed: 1150,
  Paid: 100,
  BalanceDue: 1050,
  NextInvoiceNumber: 1001,
};

describe('the invoice form', () => {
  it('opens on the billed lines only, amounts as the notary types them', () => {
    const draft = draftOf(invoice);
    expect(draft.lines.map(({ Description, Amount }) => [Description, Amount])).toEqual([['Refinance', '1,150.00']]);
    expect(typedOf(draft)).toBe(typedOf(draftOf(invoice)));
  });

  it('totals in cents as lines are typed, less what the signing was paid', () => {
    const draft = { ...draftOf(invoice), lines: [...draftOf(invoice).lines, newLine('Printing', '0.10'), newLine('Courier', '0.20')] };
    expect(totalsOf(draft, 100)).toEqual({ Billed: 1150.3, Paid: 100, BalanceDue: 1050.3 });
  });

  it('gives the due date of the terms and checks the fields as the server does', () => {
    expect(dueDateOf('2026-01-31', 'Net15')).toBe('2026-02-15');
    expect(dueDateOf('not a date', 'Net15')).toBe('');
    const draft = { ...draftOf(invoice), InvoiceNumber: '0', lines: [newLine('', '')] };
    expect(draftProblems(draft)).toEqual({
      InvoiceNumber: 'The invoice number must be a whole number above 0',
      'LineItems[0].Description': 'Each line needs a description',
      'LineItems[0].Amount': 'Each line needs an amount',
    });
  });

  it('sends the billed lines, the customer and the terms', () => {
    const body = saveBodyOf('signing-1', { ...draftOf(invoice), PaymentTerms: 'Net15' }, invoice);
    expect(body).toEqual({
      Id: 'signing-1',
      InvoiceNumber: 1001,
      InvoiceDate: '2026-03-06',
      PaymentTerms: 'Net15',
      Customer: { Id: 'customer-1' },
      ContactId: null,
      Notes: '',
      LineItems: [{ Description: 'Refinance', Amount: 1150 }],
    });
  });
});
