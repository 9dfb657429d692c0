import { InvalidQueryError, type Collection } from '@notary/document-store';
import { insertAll, type ContractContext } from './context';

export function aggregateContract(ctx: ContractContext): void {
  let c: Collection;
  beforeAll(async () => {
    c = ctx.fresh('sales');
    await insertAll(c, [
      { _id: 's1', region: 'east', amount: 10, items: ['a', 'b'] },
      { _id: 's2', region: 'west', amount: 20, items: ['a'] },
      { _id: 's3', region: 'east', amount: 30, items: [] },
      { _id: 's4', region: 'north', amount: 5, items: ['c'] },
    ]);
  });

  it('$match, $group with $sum/$avg/$min/$max/$push, and $sort', async () => {
    const result = await c.aggregate([
      { $match: { amount: { $gte: 10 } } },
      { $sort: { _id: 1 } },
      {
        $group: {
          _id: '$region',
          total: { $sum: '$amount' },
          avg: { $avg: '$amount' },
          min: { $min: '$amount' },
          max: { $max: '$amount' },
          ids: { $push: '$_id' },
          n: { $sum: 1 },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    expect(result).toEqual([
      { _id: 'east', total: 40, avg: 20, min: 10, max: 30, ids: ['s1', 's3'], n: 2 },
      { _id: 'west', total: 20, avg: 20, min: 20, max: 20, ids: ['s2'], n: 1 },
    ]);
  });

  it('$group with a null _id totals the whole input', async () => {
    expect(await c.aggregate([{ $group: { _id: null, total: { $sum: '$amount' } } }])).toEqual([{ _id: null, total: 65 }]);
  });

  it('$project includes, excludes _id and computes fields', async () => {
    expect(await c.aggregate([{ $match: { _id: 's1' } }, { $project: { _id: 0, region: 1, double: { $multiply: ['$amount', 2] } } }])).toEqual([
      { region: 'east', double: 20 },
    ]);
  });

  it('$unwind emits one document per element and drops empty arrays', async () => {
    const result = await c.aggregate([{ $unwind: '$items' }, { $sort: { items: 1, _id: 1 } }, { $project: { items: 1 } }]);
    expect(result).toEqual([
      { _id: 's1', items: 'a' },
      { _id: 's2', items: 'a' },
      { _id: 's1', items: 'b' },
      { _id: 's4', items: 'c' },
    ]);
  });

  it('$sort, $skip and $limit page the pipeline', async () => {
    expect(await c.aggregate([{ $sort: { amount: -1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 1 } }])).toEqual([{ _id: 's2' }, { _id: 's1' }]);
  });

  it('$count counts what reaches it', async () => {
    expect(await c.aggregate([{ $match: { region: 'east' } }, { $count: 'n' }])).toEqual([{ n: 2 }]);
  });

  it('rejects an unknown stage with InvalidQueryError', async () => {
    await expect(c.aggregate([{ $bogus: {} }])).rejects.toBeInstanceOf(InvalidQueryError);
  });
}
