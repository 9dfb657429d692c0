import { estimatedTaxDueDates, NET_EARNINGS_FACTOR } from '@notary/domain';
import { col, figure, figures, table, type ReportBuilder } from '../report-kit';
import { scheduleC } from './schedule-c';

export const ESTIMATE_NOTE =
  'This is an estimate to plan with, not a tax return or tax advice: it leaves out income tax, other income, credits and adjustments, and your state. Check the figures with your tax professional.';

/**
 * Tax: the Schedule C figures on the cash method (gross receipts, expenses by line, the mileage
 * deduction, net profit), the self-employment tax estimate with notarial fees kept out, and the
 * four estimated-payment due dates of the year.
 */
export const taxReport: ReportBuilder = {
  kind: 'tax',
  needs: ['signings', 'payments', 'expenses', 'trips'],
  build(inputs) {
    const c = scheduleC(inputs);
    const se = c.selfEmployment;
    const year = Number(inputs.period.EndDate.slice(0, 4));
    const scheduleCTable = table(
      'Schedule C (estimate)',
      [col('Line', 'Line'), col('Title', 'Item'), col('Amount', 'Amount', 'money')],
      [
        { Line: '1', Title: 'Gross receipts', Amount: c.grossReceipts },
        ...c.lines.map((line) => ({
          Line: line.Line,
          Title: line.DeductiblePercent < 100 ? `${line.Title} (${line.DeductiblePercent}% of ${line.Spent.toFixed(2)})` : line.Title,
          Amount: -line.Deductible,
        })),
        { Line: '9', Title: `Car and truck: standard mileage, ${c.mileage.miles} miles`, Amount: -c.mileage.deduction },
      ],
      { label: 'Net profit (line 31)', keys: ['Amount'] },
    );
    const receipts = table(
      'Gross receipts',
      [col('Kind', 'Kind'), col('Amount', 'Amount', 'money'), col('SETax', 'Self-employment tax')],
      [
        { Kind: 'Notarial fees (acting as a notary public)', Amount: c.notarialReceipts, SETax: 'Exempt' },
        { Kind: 'Loan-signing agent and other work', Amount: c.otherReceipts, SETax: 'Subject to it' },
      ],
      { label: 'Gross receipts', keys: ['Amount'] },
    );
    const seTable = table(
      'Self-employment tax (estimate)',
      [col('Item', 'Item'), col('Amount', 'Amount', 'money')],
      [
        { Item: 'Net profit', Amount: se.netProfit },
        { Item: 'Less the share earned by notarial fees (exempt)', Amount: -se.notarialShare },
        { Item: 'Net profit subject to SE tax', Amount: se.subjectToTax },
        { Item: `Net earnings from self-employment (${(NET_EARNINGS_FACTOR * 100).toFixed(2)}%)`, Amount: se.netEarnings },
        { Item: `Social security (12.4%, up to ${se.wageBaseBasis}: $${se.wageBase.toLocaleString('en-US')})`, Amount: se.socialSecurityTax },
        { Item: 'Medicare (2.9%)', Amount: se.medicareTax },
        { Item: 'Self-employment tax', Amount: se.selfEmploymentTax },
        { Item: 'Half of it, deductible from income (Schedule 1)', Amount: se.deductibleHalf },
      ],
    );
    const dueDates = estimatedTaxDueDates(year).map((due) => ({
      Quarter: `Q${due.quarter}`,
      Covers: due.covers,
      Statutory: due.statutory,
      Due: due.due,
      Why: due.skipped.length ? `Moved past ${due.skipped.map((day) => `${day.date} (${day.reason})`).join(', ')}` : '',
    }));
    const quarters = table(
      `Estimated tax payments for ${year}`,
      [col('Quarter', 'Payment'), col('Covers', 'Income of'), col('Statutory', 'Due by law', 'date'), col('Due', 'Due', 'date'), col('Why', 'Moved because')],
      dueDates,
    );
    const notes = [
      ESTIMATE_NOTE,
      'Gross receipts are the payments dated in the period (cash method). Expenses are their deductible part: meals at 50%, the rest in full.',
      'Fees for acting as a notary public are exempt from self-employment tax; loan-signing agent work is not. The profit they account for is taken in proportion to their share of gross receipts.',
      'A due date on a weekend or a legal holiday (the federal holidays and DC Emancipation Day) moves to the next business day.',
    ];
    const full = inputs.period.StartDate.endsWith('-01-01') && inputs.period.EndDate === `${year}-12-31` && inputs.period.StartDate.startsWith(String(year));
    if (!full) notes.push(`The period is not a whole calendar year: the estimate covers ${inputs.period.Label} only, with ${year}’s wage base and due dates.`);
    return {
      ...figures([
        figure('GrossReceipts', 'Gross receipts', c.grossReceipts, 'money', 'Payments received in the period (cash method)'),
        figure('NotarialFees', 'Of which notarial fees', c.notarialReceipts, 'money', 'Fees of types of work that are notarial acts'),
        figure('Expenses', 'Expenses', c.expenses, 'money', 'Deductible part of the expenses dated in the period'),
        figure('MileageDeduction', 'Mileage deduction', c.mileage.deduction, 'money', `${c.mileage.miles} business miles at the rate of each date`),
        figure('NetProfit', 'Net profit', c.netProfit, 'money', 'Gross receipts less expenses and the mileage deduction'),
        figure('SelfEmploymentTax', 'Self-employment tax (estimate)', se.selfEmploymentTax, 'money', '15.3% of 92.35% of the net profit subject to it'),
      ]),
      Notes: notes,
      Tables: [scheduleCTable, receipts, seTable, quarters],
      Charts: [],
    };
  },
};
