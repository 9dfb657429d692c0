import type { CustomerAging, ReceivablesAging } from '@notary/contracts';
import { liveUpdatesOf } from '../../apps/web/src/app/liveUpdates';
import { agingChartOptions } from '../../apps/web/src/features/receivables/chartOptions';
import {
  chartRows,
  choiceFromParams,
  choiceTitle,
  daysToPayText,
  paramsOfChoice,
  pastDueText,
  pastDueTotal,
} from '../../apps/web/src/features/receivables/receivablesRules';
import { receivablesLive } from '../../apps/web/src/features/receivables/tags';

// The receivables screen's rules (issue 13): which figure the address names, how it is titled, how
// days read, what the chart draws and clicks, and which announcements refresh it.

const row = (name: string, id: string | null, figures: Partial<CustomerAging> = {}): CustomerAging => ({
  CustomerId: id,
  CustomerName: name,
  Current: 0,
  Days1To30: 0,
  Days31To60: 0,
  Days61To90: 0,
  Over90: 0,
  Total: 0,
  SigningCount: 1,
  AverageDaysToPay: null,
  ...figures,
});

const aging = (customers: CustomerAging[]): ReceivablesAging => ({
  AsOf: '2026-06-30',
  PaidSince: '2025-06-30',
  Customers: customers,
  Totals: { ...row('', null), SigningCount: customers.length },
  NotInvoiced: { Total: 0, SigningCount: 0 },
});

describe('the figure in the address', () => {
  it('reads a customer and a bucket, the Total (no bucket) and all customers (no customer)', () => {
    expect(choiceFromParams(new URLSearchParams('customer=c-1&bucket=Days31To60'))).toEqual({ customer: 'c-1', bucket: 'Days31To60' });
    expect(choiceFromParams(new URLSearchParams('customer=none&bucket='))).toEqual({ customer: 'none', bucket: null });
    expect(choiceFromParams(new URLSearchParams('customer=&bucket=NotInvoiced'))).toEqual({ customer: null, bucket: 'NotInvoiced' });
    // A bucket that is not one lists the Total rather than asking the server for nonsense.
    expect(choiceFromParams(new URLSearchParams('customer=c-1&bucket=Days1To31'))).toEqual({ customer: 'c-1', bucket: null });
    expect(choiceFromParams(new URLSearchParams(''))).toBeNull();
    expect(paramsOfChoice({ customer: null, bucket: 'Over90' })).toEqual({ customer: '', bucket: 'Over90' });
  });

  it('is titled by who and how late', () => {
    const report = aging([row('First American Title', 'c-1'), row('No customer', null)]);
    expect(choiceTitle({ customer: 'c-1', bucket: 'Days61To90' }, report)).toBe('First American Title, 61 to 90 days past due');
    expect(choiceTitle({ customer: 'none', bucket: 'Over90' }, report)).toBe('No customer, over 90 days past due');
    expect(choiceTitle({ customer: null, bucket: null }, report)).toBe('All customers, every invoice still owed');
    expect(choiceTitle({ customer: null, bucket: 'NotInvoiced' }, report)).toBe('Signings not invoiced yet');
    expect(choiceTitle({ customer: 'c-1', bucket: 'Current' }, undefined)).toBe('This customer, not yet due');
  });
});

describe('days', () => {
  it('read as late, due today or due in some days', () => {
    expect([75, 1, 0, -1, -10, null].map(pastDueText)).toEqual(['75 days late', '1 day late', 'Due today', 'Due in 1 day', 'Due in 10 days', '']);
    expect([27.5, 1, null].map(daysToPayText)).toEqual(['27.5 days', '1 day', '—']);
  });

  it('past due is everything but what is not due yet, in cents', () => {
    expect(pastDueTotal({ Current: 500, Days1To30: 0.1, Days31To60: 0.2, Days61To90: 0, Over90: 100 })).toBe(100.3);
  });
});

describe('the chart', () => {
  it('draws the customers owed most, a stacked bar each, and a click names the segment', () => {
    const customers = Array.from({ length: 12 }, (_, index) => row(`Customer ${index}`, `c-${index}`, { Total: index, Over90: index }));
    const drawn = chartRows(aging(customers));
    expect(drawn).toHaveLength(10);
    expect(drawn[0]!.CustomerName).toBe('Customer 11');

    const picked: unknown[] = [];
    const options = agingChartOptions(
      [row('Alamo Escrow', 'c-a', { Days31To60: 100, Total: 100 }), row('No customer', null, { Over90: 80, Total: 80 })],
      (choice) => picked.push(choice),
      false,
    );
    const series = options.series as Array<{ id: string; data: Array<number | null> }>;
    expect(series.map((s) => s.id)).toEqual(['Current', 'Days1To30', 'Days31To60', 'Days61To90', 'Over90']);
    expect(series[2]!.data).toEqual([100, null]);
    const click = (options.plotOptions!.series!.point!.events!.click as unknown as (this: unknown) => void).bind({
      index: 1,
      series: { options: { id: 'Over90' } },
    });
    click();
    expect(picked).toEqual([{ customer: 'none', bucket: 'Over90' }]);
  });
});

describe('live updates', () => {
  it('refresh when a signing, a customer or the settings change', () => {
    const live = liveUpdatesOf([receivablesLive]);
    for (const kind of ['signing.saved', 'signing.deleted', 'customer.saved', 'customer.deleted', 'settings.saved']) {
      expect(live.staleTagsFor(kind, [{ Id: 'x' }])).toEqual(['Receivables']);
    }
    expect(live.staleTagsFor('expense.saved', [{ Id: 'x' }])).toBeNull();
  });
});
