import { replayedOwnerScope } from '@notary/read-models';

describe("a notary's scope over the read models", () => {
  const documents = {
    customers: [
      { _id: 'c-ana', _position: 1, OwnerId: 'ana', Name: 'Title Co' },
      { _id: 'c-ben', _position: 2, OwnerId: 'ben', Name: 'Title Co' },
    ],
  };

  it('answers only the notary’s own documents', async () => {
    const scope = replayedOwnerScope('ana', documents);

    expect((await scope.find('customers', { Name: 'Title Co' })).map((c) => c._id)).toEqual(['c-ana']);
    expect(await scope.count('customers')).toBe(1);
  });

  it('puts its own owner in place of one the filter names, so no filter reaches another notary', async () => {
    const scope = replayedOwnerScope('ana', documents);

    expect((await scope.find('customers', { OwnerId: 'ben' })).map((c) => c._id)).toEqual(['c-ana']);
    expect(await scope.findOne('customers', { _id: 'c-ben', OwnerId: 'ben' })).toBeNull();
    expect(await scope.count('customers', { OwnerId: { $in: ['ana', 'ben'] } })).toBe(1);
  });
});
