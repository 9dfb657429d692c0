import type { ProjectionDefinition } from '@notary/projection-runtime';
import { accountsReadSide } from './accounts';
import { adminReadSide } from './admin';
import { accountantsReadSide } from './accountants';
import { batchInvoicesReadSide } from './batch-invoices';
import { billingReadSide } from './billing';
import { customersReadSide } from './customers';
import { emailReadSide } from './email';
import { expensesReadSide } from './expenses';
import { feedbackReadSide } from './feedback';
import { googleCalendarReadSide } from './google-calendar';
import { dataAccessReadSide } from './data-access';
import { streamsReadSide } from './streams';
import { importsReadSide } from './imports';
import { mileageReadSide } from './mileage';
import { recurringExpensesReadSide } from './recurring-expenses';
import { settingsReadSide } from './settings';
import { signingsReadSide } from './signings';
import type { ReadSide } from './shared/read-side';

export * from './shared/owner-scope';
export * from './shared/api-shape';
export * from './shared/read-side';
export * from './shared/replayed-scope';
export * from './accounts';
export * from './billing';
export * from './settings';
export * from './signings';
export * from './customers';
export * from './mileage';
export * from './recurring-expenses';
export * from './expenses';
export * from './batch-invoices';
export * from './email';
export * from './imports';
export * from './feedback';
export * from './admin';
export * from './accountants';
export * from './data-access';
export * from './streams';
export * from './google-calendar';
// Receivables only read other features' documents: queries, no read side of their own.
export * from './receivables';
// Reports read other features' documents too.
export * from './reports';
// The analytics' buckets are kept by the signings projection (see analytics-buckets.ts).
export * from './analytics';

/** Every feature's read side: the projector runs their projections, the live channel their announcements. */
export const readSides: readonly ReadSide[] = [
  accountsReadSide,
  billingReadSide,
  settingsReadSide,
  signingsReadSide,
  customersReadSide,
  mileageReadSide,
  recurringExpensesReadSide,
  expensesReadSide,
  batchInvoicesReadSide,
  emailReadSide,
  importsReadSide,
  feedbackReadSide,
  adminReadSide,
  accountantsReadSide,
  dataAccessReadSide,
  streamsReadSide,
  googleCalendarReadSide,
];

/** Every projection the projector runs, from the read sides. */
export const allProjections: ProjectionDefinition[] = readSides.flatMap((side) => side.projections);
