import type { OwnerScope } from '../shared/owner-scope';
import { SIGNING_CUSTOMERS } from '../signings/signing.document';
import { ANALYTICS_CUSTOMERS, ANALYTICS_WORK_TYPES, type CustomerBucket, type WorkTypeBucket } from './analytics-buckets';

const BUCKET_FIELDS = { _id: 0, _position: 0, OwnerId: 0 } as const;

/** A year's buckets per month and type of work, only those with signings in them. */
export function workTypeBuckets(scope: OwnerScope, year: number): Promise<WorkTypeBucket[]> {
  return scope.find<WorkTypeBucket>(ANALYTICS_WORK_TYPES, { Year: year, AppointmentCount: { $gt: 0 } }, { projection: BUCKET_FIELDS });
}

/** A year's buckets per month and customer, only those with signings in them. */
export function customerBuckets(scope: OwnerScope, year: number): Promise<CustomerBucket[]> {
  return scope.find<CustomerBucket>(ANALYTICS_CUSTOMERS, { Year: year, AppointmentCount: { $gt: 0 } }, { projection: BUCKET_FIELDS });
}

/** The buckets of several years at once (the budget's last twelve months span two). */
export function workTypeBucketsOfYears(scope: OwnerScope, years: number[]): Promise<WorkTypeBucket[]> {
  return scope.find<WorkTypeBucket>(ANALYTICS_WORK_TYPES, { Year: { $in: years }, AppointmentCount: { $gt: 0 } }, { projection: BUCKET_FIELDS });
}

/**
 * Customers' names as the signings show them: the signings projection's own copy, which follows a
 * rename and outlives a deleted customer (whose signings stay), so these names are the reports'.
 */
export async function customerNames(scope: OwnerScope, customerIds: string[]): Promise<Map<string, string>> {
  if (!customerIds.length) return new Map();
  const named = await scope.find<{ _id: string; Name: string }>(SIGNING_CUSTOMERS, { _id: { $in: customerIds } }, { projection: { _id: 1, Name: 1 } });
  return new Map(named.map((customer) => [customer._id, customer.Name]));
}
