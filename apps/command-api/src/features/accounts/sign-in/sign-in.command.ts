import { Command } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../core/http/request-meta';
import type { SignedIn } from '../sign-ins';

export class SignIn extends Command<SignedIn> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly meta: RequestMeta,
    /** The session this browser had before, ended so a planted session id is worthless after login. */
    readonly previousToken: string | undefined,
  ) {
    super();
  }
}
