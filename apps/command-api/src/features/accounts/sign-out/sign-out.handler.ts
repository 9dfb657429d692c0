import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandKit } from '../../../core/commands/command-kit';
import { SessionService, sessionRef } from '../../../core/auth/session.service';
import { SignIns } from '../sign-ins';
import { SignOut } from './sign-out.command';

@CommandHandler(SignOut)
export class SignOutHandler implements ICommandHandler<SignOut> {
  constructor(
    private readonly kit: CommandKit,
    private readonly sessions: SessionService,
    private readonly signIns: SignIns,
  ) {}

  async execute({ by, sessionToken }: SignOut) {
    await this.sessions.destroy(sessionToken);
    await this.signIns.record(
      by.ownerId,
      { type: 'UserLoggedOut', data: { SessionRef: sessionRef(sessionToken), At: this.kit.clock.now().toISOString() } },
      by.meta,
    );
  }
}
