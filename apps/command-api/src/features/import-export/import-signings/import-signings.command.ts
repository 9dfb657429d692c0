import { Command } from '@nestjs/cqrs';
import type { ImportAnswer } from '@notary/contracts';
import type { Requester } from '../../../core/http/requester';
import type { ImportFile } from '../import-file/import-file-intake';

/** Record an uploaded file's signings as pending imports. */
export class ImportSignings extends Command<ImportAnswer> {
  constructor(
    readonly by: Requester,
    readonly file: ImportFile,
  ) {
    super();
  }
}
