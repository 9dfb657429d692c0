import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Billing, Role, SessionAnswer } from '@notary/contracts';
import { billingView, notFound } from '@notary/domain';
import { findAccount, findSettings, trialFactsOf } from '@notary/read-models';
import type { AppConfig, Clock } from '@notary/platform';
import { ReadModels } from '../../core/read-models';
import { CLOCK, CONFIG } from '../../core/tokens';
import { AVAILABLE_PLANS } from './billing-plans';

/** Who is signed in, as login, registration and GET session answer it. */
export class SessionOf extends Query<SessionAnswer> {
  constructor(readonly user: { userId: string; email: string; roles: Role[]; csrfToken: string }) {
    super();
  }
}

/** The plan, the trial's days and signings left, and the plans to move to (spec 000 §3). */
export class BillingOf extends Query<Billing> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(SessionOf)
export class SessionOfHandler implements IQueryHandler<SessionOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ user }: SessionOf): Promise<SessionAnswer> {
    // The name on the business profile, or the e-mail address until the notary has given one.
    const settings = await findSettings(this.reads.of(user.userId));
    return { UserId: user.userId, Email: user.email, Name: settings?.Profile.Name || user.email, Roles: user.roles, RequestVerificationToken: user.csrfToken };
  }
}

@QueryHandler(BillingOf)
export class BillingOfHandler implements IQueryHandler<BillingOf> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId }: BillingOf): Promise<Billing> {
    const account = await findAccount(this.reads.catalog, ownerId);
    if (!account) throw notFound('ACCOUNT.NOT_FOUND', 'Unable to get billing information');
    return { ...billingView(trialFactsOf(account), this.clock.now()), AvailablePlans: AVAILABLE_PLANS, SupportEmail: this.config.supportEmail };
  }
}
