import type { OwnerScope } from '../shared/owner-scope';
import { SIGNINGS } from './signing.document';

/** The ids of the notary's signings of one type of work (a merge re-types each of them). */
export async function signingIdsOfWorkType(scope: OwnerScope, workTypeId: number): Promise<string[]> {
  const signings = await scope.find<{ _id: string; Id: string }>(
    SIGNINGS,
    { LoanType: workTypeId },
    { sort: { AppointmentDateTime: 1 }, projection: { Id: 1 } },
  );
  return signings.map((signing) => signing.Id);
}

/** How many signings each type of work has (types without signings are left out). */
export async function signingCountsByWorkType(scope: OwnerScope): Promise<Array<{ Id: number; Signings: number }>> {
  const groups = await scope.aggregate<{ _id: number | null; count: number }>(SIGNINGS, [{ $group: { _id: '$LoanType', count: { $sum: 1 } } }]);
  return groups
    .filter((group) => typeof group._id === 'number')
    .map((group) => ({ Id: group._id as number, Signings: group.count }))
    .sort((a, b) => a.Id - b.Id);
}
