import { createColumnHelper } from '@tanstack/react-table';
import type { AgingBucket, CustomerAging } from '@notary/contracts';
import { AGING_BUCKETS } from '@notary/contracts/wire-values';
import { formatMoney } from '../../../shared/format';
import { BUCKET_LABELS, BUCKET_WORDS, customerKey, daysToPayText, type FigureChoice } from '../receivablesRules';

export interface FigureActions {
  chosen: FigureChoice | null;
  onPick: (choice: FigureChoice) => void;
}

/**
 * A dollar figure of the aging: a button listing its signings, or a dash when nothing is owed
 * there. `who` names the row for screen readers ("Alamo Escrow, 31 to 60 days past due: $100.00").
 */
export function FigureButton({ amount, choice, who, actions }: { amount: number; choice: FigureChoice; who: string; actions: FigureActions }) {
  if (amount === 0)
    return (
      <span className="aging-figure aging-figure--none" aria-label="none">
        —
      </span>
    );
  const chosen = actions.chosen?.customer === choice.customer && actions.chosen?.bucket === choice.bucket;
  const what = choice.bucket ? BUCKET_WORDS[choice.bucket] : 'total';
  return (
    <button
      type="button"
      className="aging-figure"
      data-chosen={chosen || undefined}
      aria-current={chosen || undefined}
      aria-label={`${who}, ${what}: ${formatMoney(amount)}. Show the signings`}
      onClick={() => actions.onPick(choice)}
    >
      {formatMoney(amount)}
    </button>
  );
}

const column = createColumnHelper<CustomerAging>();

/** Customer, the five buckets, the total and the average days to pay; sorting by any of them. */
export function agingColumns(actions: FigureActions) {
  const bucketColumn = (bucket: AgingBucket) =>
    column.accessor(bucket, {
      header: BUCKET_LABELS[bucket],
      sortDescFirst: true,
      cell: ({ row, getValue }) => (
        <FigureButton amount={getValue()} choice={{ customer: customerKey(row.original), bucket }} who={row.original.CustomerName} actions={actions} />
      ),
    });
  return [
    column.accessor('CustomerName', { header: 'Customer', sortingFn: 'text', sortDescFirst: false }),
    ...AGING_BUCKETS.map(bucketColumn),
    column.accessor('Total', {
      header: 'Total',
      sortDescFirst: true,
      cell: ({ row, getValue }) => (
        <FigureButton amount={getValue()} choice={{ customer: customerKey(row.original), bucket: null }} who={row.original.CustomerName} actions={actions} />
      ),
    }),
    column.accessor((row) => row.AverageDaysToPay ?? -1, {
      id: 'AverageDaysToPay',
      header: 'Avg days to pay',
      sortDescFirst: true,
      cell: ({ row }) => daysToPayText(row.original.AverageDaysToPay),
    }),
  ];
}
