import { Command } from '@nestjs/cqrs';
import type { MergeWorkTypeAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';

/** Merge a custom type of work into a standard one (spec 001 §2, §7): its signings are re-typed, it is retired. */
export class MergeWorkType extends Command<MergeWorkTypeAnswer> {
  constructor(
    readonly by: Requester,
    readonly customTypeId: number,
    readonly intoTypeId: number,
  ) {
    super();
  }
}
