import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Role, SessionAnswer } from '@notary/contracts';
import { findSettings } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';

/** Who is signed in, as login, registration and GET session answer it. */
export class SessionOf extends Query<SessionAnswer> {
  constructor(readonly user: { userId: string; email: string; roles: Role[]; csrfToken: string }) {
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
