import type { ProjectionDefinition } from '@notary/projection-runtime';
import { accountsReadSide } from './accounts';
import { customersReadSide } from './customers';
import { expensesReadSide } from './expenses';
import { mileageReadSide } from './mileage';
import { recurringExpensesReadSide } from './recurring-expenses';
import { settingsReadSide } from './settings';
import { signingsReadSide } from './signings';
import type { ReadSide } from './shared/read-side';

export * from './shared/owner-scope';
export * from './shared/api-shape';
export * from './shared/read-side';
export * from './accounts';
export * from './settings';
export * from './signings';
export * from './customers';
export * from './mileage';
export * from './recurring-expenses';
export * from './expenses';

/** Every feature's read side: the projector runs their projections, the live channel their announcements. */
export const readSides: readonly ReadSide[] = [
  accountsReadSide,
  settingsReadSide,
  signingsReadSide,
  customersReadSide,
  mileageReadSide,
  recurringExpensesReadSide,
  expensesReadSide,
];

/** Every projection the projector runs, from the read sides. */
export const allProjections: ProjectionDefinition[] = readSides.flatMap((side) => side.projections);
