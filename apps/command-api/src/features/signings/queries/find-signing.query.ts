import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Signing } from '@notary/contracts';
import { findSigning } from '@notary/read-models';
import { ReadModels } from '../../../core/read-models';
import { signingNotFound } from '../signing-answer';

/** One signing, with its confirmation calls, as the edit dialog opens it. */
export class FindSigning extends Query<Signing> {
  constructor(
    readonly ownerId: string,
    readonly signingId: string,
  ) {
    super();
  }
}

@QueryHandler(FindSigning)
export class FindSigningHandler implements IQueryHandler<FindSigning> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, signingId }: FindSigning): Promise<Signing> {
    const signing = await findSigning(this.reads.of(ownerId), signingId);
    if (!signing) throw signingNotFound();
    return signing;
  }
}
