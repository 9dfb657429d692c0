import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ImportedSigning, PendingImportsCount } from '@notary/contracts';
import { countPendingImports, pendingImportsOf } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';

/** The notary's pending imports, in the order they were imported. */
export class PendingImportsOf extends Query<ImportedSigning[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** How many imports are pending (spec 001 §7 getimportscount). */
export class PendingImportsCountOf extends Query<PendingImportsCount> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(PendingImportsOf)
export class PendingImportsOfHandler implements IQueryHandler<PendingImportsOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: PendingImportsOf): Promise<ImportedSigning[]> {
    return (await pendingImportsOf(this.reads.of(ownerId))).map(({ _id: _, _position: __, OwnerId: ___, ...row }) => row);
  }
}

@QueryHandler(PendingImportsCountOf)
export class PendingImportsCountOfHandler implements IQueryHandler<PendingImportsCountOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: PendingImportsCountOf): Promise<PendingImportsCount> {
    return { Count: await countPendingImports(this.reads.of(ownerId)) };
  }
}
