import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { TrialGate } from '../commands/trial-gate';
import { CommandKit } from '../commands/command-kit';
import type { AuthenticatedRequest } from './decorators';

const ALLOWED_AFTER_TRIAL = 'trial:allowed-after';
const READS_ONLY = 'http:reads-only';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write a notary may still make once the trial has ended (signing out, the password, paying). */
export const AllowedAfterTrial = () => SetMetadata(ALLOWED_AFTER_TRIAL, true);
/** A query the contract sends as a POST (a list page with its filters): it changes nothing. */
export const ReadsOnly = () => SetMetadata(READS_ONLY, true);

/**
 * After the trial (or a subscription) has ended, every write of a notary's records answers the
 * same 402 with the product's words, whichever route it is; reads stay open, so nobody is cut off
 * from their own data.
 */
@Injectable()
export class TrialWriteGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly gate: TrialGate,
    private readonly kit: CommandKit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.user || SAFE_METHODS.has(request.method)) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(ALLOWED_AFTER_TRIAL, targets) || this.reflector.getAllAndOverride<boolean>(READS_ONLY, targets)) return true;
    await this.gate.requireActive(request.user.userId, this.kit.clock.now(), request.user.account);
    return true;
  }
}
