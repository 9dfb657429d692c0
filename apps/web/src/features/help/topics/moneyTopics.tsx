import type { HelpTopic } from '../../../app/help/helpTopics';
import type { HelpText } from './helpText';

// What the money screens do today, in the notary's words. Kept to what is built: each sentence
// here describes a page, a field or a rule of this version.

function Expenses() {
  return (
    <>
      <p>
        Record what the business spends: the date, the amount, the payee, the expense type and any details. Attach the receipt as a photo or a PDF (PNG, JPG,
        GIF or PDF, up to 5 MB); drop it on the receipt box or choose the file.
      </p>
      <h3>Finding expenses</h3>
      <p>
        <em>Expenses → View</em> lists them by year, type and payee, or by any word of the payee or the details, and totals what you see. The expenses of one
        signing open from that signing’s dialog; deleting a signing deletes its expenses too.
      </p>
      <h3>The expense type</h3>
      <p>
        The type (the old product called it the expense category) decides the line of Schedule C the expense is deducted on; the form shows the line as you
        choose. An expense without a type goes under <em>Other</em>, line 27a.
      </p>
      <h3>Recurring expenses</h3>
      <p>
        Rent, insurance or a subscription: enter it once under <em>Expenses → Recurring</em>, weekly, monthly or yearly, with an end date or without one. Each
        expense is recorded on the day it falls due. You can record the first one at once, and those between the start date and today.
      </p>
    </>
  );
}

function ExpenseTypes() {
  return (
    <>
      <p>
        Every expense type is deducted on a line of Schedule C (Form 1040), and the reports add up your expenses by line. The standard types come with Notary
        Ledger and cannot be changed.
      </p>
      <p>
        Add a type of your own for what the standard list lacks, and choose its line. You can rename it, move it to another line or delete it; expenses already
        recorded with a deleted type keep it, so they still say what they were.
      </p>
    </>
  );
}

function Mileage() {
  return (
    <>
      <p>
        The miles driven for a signing are entered on the signing itself. <em>Extra Mileage</em> is for the other business trips: to the bank, the post office,
        a title company to drop off documents.
      </p>
      <p>
        A trip has its date, details and the odometer at the start and at the end (the end must be above 0). With <em>total mileage</em> on (Settings → General)
        you enter only the total miles, for trips and signings alike. A trip may name the type of work it was for.
      </p>
      <h3>What a mile is worth</h3>
      <p>
        Each trip is deducted at the IRS standard mileage rate of its date (2022 had two rates: to June 30 and from July 1). If you set your own rate per mile
        (Settings → Mileage, or on the Extra Mileage page), it is used instead for every trip. The page totals the year: the extra trips and your signings’
        miles, each at its rate.
      </p>
    </>
  );
}

function Invoicing() {
  return (
    <>
      <p>
        Open a signing’s invoice from the signing’s dialog once the signing is saved. It starts with the next invoice number, your default payment terms (unless
        the customer has terms of its own) and your default notes; change them in Settings → Invoicing.
      </p>
      <p>
        Add lines for travel, printing or a rush fee; the signing’s payments appear as lines of their own. The PDF is previewed beside the form as you type.
        Saving marks the signing as invoiced. Download the PDF to print or keep it, or e-mail it, starting from one of your templates or a sample.
      </p>
      <h3>Batch invoices</h3>
      <p>
        To bill one customer for several signings, choose the customer in the signings list’s filter, check the signings and press <em>Batch invoice</em>.
      </p>
      <h3>Invoice numbers</h3>
      <p>An invoice number must be 1 or more. Using a number at or above the next one raises the next number past it.</p>
    </>
  );
}

function Receivables() {
  return (
    <>
      <p>
        <em>Money in → Receivables</em> shows what each customer owes on invoiced signings, by how late it is: current, 1-30, 31-60, 61-90 and over 90 days past
        the invoice’s due date (set by its payment terms). Beside it, how many days each customer takes on average to pay, and what is done but not invoiced
        yet.
      </p>
      <p>Choose a figure to list the signings behind it. Payments recorded anywhere show here without a reload.</p>
    </>
  );
}

function Reports() {
  return (
    <>
      <p>
        Reports cover a year or any dates: income, unpaid, by signing type, profit and loss, expenses (by type and Schedule C line), mileage, customers, and the
        tax estimate and summary. Each shows its figures with what they are based on, charts and tables, and downloads as PDF, Excel or CSV.
      </p>
      <p>
        Billed, paid and balance follow the signing’s date, as on the dashboard; the tax report counts a payment on the day it was received. The tax figures are
        an estimate to plan with, not a tax return.
      </p>
    </>
  );
}

export const moneyTopics = {
  expenses: { Body: Expenses, related: ['expenseTypes', 'reports'] },
  expenseTypes: { Body: ExpenseTypes, related: ['expenses', 'reports'] },
  mileage: { Body: Mileage, related: ['reports'] },
  invoicing: { Body: Invoicing, related: ['receivables', 'emailTemplates'] },
  receivables: { Body: Receivables, related: ['invoicing'] },
  reports: { Body: Reports, related: ['expenseTypes', 'mileage'] },
} satisfies Partial<Record<HelpTopic, HelpText>>;
