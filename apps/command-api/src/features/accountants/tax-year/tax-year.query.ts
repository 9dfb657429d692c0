import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TaxYearAnswer } from '@notary/contracts';
import type { EventStore } from '@notary/event-store';
import { booksAsOf } from '@notary/read-models';
import type { SignedInUser } from '../../../core/auth/decorators';
import type { RequestMeta } from '../../../core/http/request-meta';
import { OperatorAudit } from '../../../core/operators/operator-audit';
import { ReadModels } from '../../../core/read-models';
import { CLOCK, EVENT_STORE } from '../../../core/tokens';
import type { Clock } from '@notary/platform';
import { AccountantAccess } from '../accountant-access';
import { changesBetween, taxYearBooks } from './tax-year-books';

/** A notary's tax year, now or as of a moment, and with `compare` what changed since. */
export class TaxYearOf extends Query<TaxYearAnswer> {
  constructor(
    readonly user: SignedInUser,
    readonly ownerId: string,
    readonly year: number,
    readonly asOf: Date | null,
    readonly compare: boolean,
    readonly why: string | null,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

const asWords = (moment: Date) => `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

@QueryHandler(TaxYearOf)
export class TaxYearOfHandler implements IQueryHandler<TaxYearOf> {
  constructor(
    private readonly access: AccountantAccess,
    private readonly audit: OperatorAudit,
    private readonly reads: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, ownerId, year, asOf, compare, why, meta }: TaxYearOf): Promise<TaxYearAnswer> {
    const reader = await this.access.reader(user, ownerId);
    const when = asOf ? ` (as of ${asWords(asOf)}${compare ? ', compared with now' : ''})` : '';
    // Recorded before anything is read: a look that cannot be recorded is not answered.
    if (reader === 'accountant') await this.audit.recordRead(user, { ownerId, role: 'accountant', what: `Tax year ${year}${when}`, why }, meta);
    const generatedAt = this.clock.now();
    const now = () => taxYearBooks(this.reads.of(ownerId), year, null, generatedAt);
    if (!asOf) {
      const { PreparedFor, ...Books } = await now();
      return { OwnerId: ownerId, Year: year, PreparedFor, Books };
    }
    const replayed = await booksAsOf((owner, options) => this.eventStore.readByOwner(owner, options), ownerId, asOf);
    const { PreparedFor, ...Books } = await taxYearBooks(replayed.scope, year, asOf, generatedAt);
    if (!compare) return { OwnerId: ownerId, Year: year, PreparedFor, Books };
    const { PreparedFor: preparedNow, ...Now } = await now();
    return { OwnerId: ownerId, Year: year, PreparedFor: preparedNow || PreparedFor, Books, Now, Changes: changesBetween(Books, Now) };
  }
}
