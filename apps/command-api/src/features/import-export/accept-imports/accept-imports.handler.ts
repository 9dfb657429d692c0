import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AcceptImportsAnswer, RefusedImport } from '@notary/contracts';
import { DomainError, IMPORT_MESSAGES, notFound, pendingImports, signingImportsDecider, type PendingImport, type SigningImportsState } from '@notary/domain';
import { signingImportsStream, type SigningImportEvent } from '@notary/events';
import { deterministicId } from '@notary/platform';
import { CommandKit } from '../../../core/commands/command-kit';
import type { Requester } from '../../../core/http/requester';
import { SaveSigning } from '../../signings/save-signing/save-signing.command';
import { AcceptImports } from './accept-imports.command';
import { signingInputOf } from './imported-signing-input';

/**
 * Each chosen row is saved as a new signing through the signing's own save (its rules, the trial's
 * signings allowance), then the rows saved are recorded as accepted on the import stream and leave
 * the pending list (spec 001 §4). A row refused (the trial's signings used up) stays pending, with
 * why; once the trial refuses, the rows after it are refused with the same words, untried.
 *
 * Each row's save has its own command id, derived from the row's identity, so its signing id is
 * fixed: a retried accept (or two at once) saves each row's signing once.
 */
@CommandHandler(AcceptImports)
export class AcceptImportsHandler implements ICommandHandler<AcceptImports> {
  constructor(
    private readonly kit: CommandKit,
    private readonly commands: CommandBus,
  ) {}

  async execute({ by, ids }: AcceptImports): Promise<AcceptImportsAnswer> {
    const stream = signingImportsStream(by.ownerId);
    const pending = pendingImports(await this.kit.current<SigningImportsState, SigningImportEvent>(stream, signingImportsDecider));
    const wanted = ids === null ? null : new Set(ids);
    // Another notary's id, or one no longer pending: nothing is done (404, as for one that never was).
    if (wanted && [...wanted].some((id) => !pending.has(id))) throw notFound('IMPORT.NOT_FOUND', IMPORT_MESSAGES.notFound);
    const chosen = [...pending.values()].filter((row) => !wanted || wanted.has(row.ImportId));

    const accepted: Array<{ importId: string; signingId: string }> = [];
    const refused: RefusedImport[] = [];
    let position = 0;
    let stoppedBy: string | null = null;
    try {
      for (const row of chosen) {
        const refuse = (Message: string) => refused.push({ Id: row.ImportId, Row: row.Row, Message });
        if (stoppedBy) {
          refuse(stoppedBy);
          continue;
        }
        const made = signingInputOf(row);
        if ('problem' in made) {
          refuse(made.problem);
          continue;
        }
        try {
          const saved = await this.commands.execute(new SaveSigning(savingAs(by, row), made.input));
          accepted.push({ importId: row.ImportId, signingId: saved.Id });
          position = Math.max(position, saved.Position);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // The trial's allowance is used up (or it has ended): no later row would be taken either.
          if (error.kind === 'payment_required') stoppedBy = error.message;
          refuse(error.message);
        }
      }
    } finally {
      // Even when something unforeseen stops the loop, the signings already saved leave the list.
      if (accepted.length) {
        const recorded = await this.kit.decide(stream, signingImportsDecider, { type: 'RecordAccepted', accepted }, this.kit.context(by), { attempts: 20 });
        position = Math.max(position, recorded.position);
      }
    }
    return { Accepted: accepted.length, SigningIds: accepted.map((row) => row.signingId), Refused: refused, Position: position };
  }
}

/** The request as the save of one row: the same notary and request, the row's own command id. */
function savingAs(by: Requester, row: PendingImport): Requester {
  return { ownerId: by.ownerId, meta: { ...by.meta, commandId: deterministicId('accept-import', row.ImportId) } };
}
