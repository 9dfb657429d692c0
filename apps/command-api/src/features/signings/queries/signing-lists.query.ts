import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Signing, SigningPage, SigningPageQuery } from '@notary/contracts';
import { allSignings, signingPage, signingsBetween, signingsByIds } from '@notary/read-models';
import { ReadModels } from '../../../core/read-models';

/**
 * A page of the signings list (spec 000 §2, §9): filtered by date range, customer, status, type of
 * work and search text; newest first, ties by last name, unless the notary sorts by a column.
 */
export class SigningListPage extends Query<SigningPage> {
  constructor(
    readonly ownerId: string,
    readonly request: SigningPageQuery,
    /** The server's date, for the days-past filters when the client sent none. */
    readonly today: string,
  ) {
    super();
  }
}

/** The calendar's window: signings starting in [start, end], earliest first. */
export class SigningsBetween extends Query<{ Appointments: Signing[]; PageNumber: number; PageSize: number }> {
  constructor(
    readonly ownerId: string,
    readonly start: string,
    readonly end: string,
    readonly pageNumber: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

/** Every signing, or the chosen ones (to print), in the list's order. */
export class SigningsOf extends Query<Signing[]> {
  constructor(
    readonly ownerId: string,
    readonly ids: string[] | 'all',
  ) {
    super();
  }
}

@QueryHandler(SigningListPage)
export class SigningListPageHandler implements IQueryHandler<SigningListPage> {
  constructor(private readonly reads: ReadModels) {}

  execute({ ownerId, request, today }: SigningListPage): Promise<SigningPage> {
    return signingPage(this.reads.of(ownerId), request, today);
  }
}

@QueryHandler(SigningsBetween)
export class SigningsBetweenHandler implements IQueryHandler<SigningsBetween> {
  constructor(private readonly reads: ReadModels) {}

  execute({ ownerId, start, end, pageNumber, pageSize }: SigningsBetween) {
    return signingsBetween(this.reads.of(ownerId), start, end, pageNumber, pageSize);
  }
}

@QueryHandler(SigningsOf)
export class SigningsOfHandler implements IQueryHandler<SigningsOf> {
  constructor(private readonly reads: ReadModels) {}

  execute({ ownerId, ids }: SigningsOf): Promise<Signing[]> {
    const scope = this.reads.of(ownerId);
    return ids === 'all' ? allSignings(scope) : signingsByIds(scope, ids);
  }
}
