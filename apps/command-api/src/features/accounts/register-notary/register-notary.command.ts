import { Command } from '@nestjs/cqrs';
import type { Registration } from '@notary/contracts';
import type { RequestMeta } from '../../../core/http/request-meta';
import type { SignedIn } from '../sign-ins';

/** A new notary: claims the e-mail address, opens the account on a trial, and signs in. */
export class RegisterNotary extends Command<SignedIn> {
  constructor(
    readonly registration: Registration,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
