import type { OwnerScope } from '../shared/owner-scope';
import { DATA_ACCESS, type DataAccessDocument } from './data-access.document';

/** The notary's "who looked at my data": operators' reads of their data, newest first, a page at a time. */
export async function readsOfMyData(
  scope: OwnerScope,
  page: { pageNumber: number; pageSize: number },
): Promise<{ items: DataAccessDocument[]; total: number }> {
  const [items, total] = await Promise.all([
    scope.find<DataAccessDocument>(DATA_ACCESS, {}, { sort: { ReadAt: -1, _id: 1 }, skip: (page.pageNumber - 1) * page.pageSize, limit: page.pageSize }),
    scope.count(DATA_ACCESS),
  ]);
  return { items, total };
}
