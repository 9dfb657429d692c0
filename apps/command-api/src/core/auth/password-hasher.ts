import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane). A login for an
 * unknown e-mail still verifies against a dummy hash, so both answers take the same time.
 */
@Injectable()
export class PasswordHasher {
  private static readonly options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, PasswordHasher.options);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      this.dummy ??= this.hash('not-a-real-password-only-for-timing');
      await argon2.verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
