import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ImportAnswer } from '@notary/contracts';
import { forbidden, readImportSheet, settingsDecider, signingImportsDecider, type SettingsState } from '@notary/domain';
import { settingsStream, signingImportsStream, type SettingsEvent } from '@notary/events';
import { CommandKit } from '../../../core/commands/command-kit';
import { ImportSignings } from './import-signings.command';

/**
 * Reads the file's rows (bad ones are reported, the rest kept) and records the ones not imported
 * before on the notary's import stream. Nothing becomes a signing yet: the notary looks them over
 * on the import page and accepts or discards them.
 */
@CommandHandler(ImportSignings)
export class ImportSigningsHandler implements ICommandHandler<ImportSignings> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, file }: ImportSignings): Promise<ImportAnswer> {
    // Spec 001 §6: the profile's CanImport says whether import is offered to this account.
    const settings = await this.kit.current<SettingsState, SettingsEvent>(settingsStream(by.ownerId), settingsDecider);
    if (settings.initialized && settings.Profile.CanImport === false) throw forbidden('IMPORT.NOT_ALLOWED', 'Import is not available for this account.');
    const { rows, badRows } = readImportSheet(file.rows);
    const context = this.kit.context(by);
    const result = await this.kit.decide(
      signingImportsStream(by.ownerId),
      signingImportsDecider,
      { type: 'ImportRows', ownerId: by.ownerId, fileName: file.fileName, rows },
      context,
      // Two uploads at once: each is decided again on the other's result.
      { attempts: 20 },
    );
    const added = result.events.reduce((sum, event) => sum + (event.type === 'SigningsImported' ? event.data.Rows.length : 0), 0);
    return {
      FileName: file.fileName,
      RowsRead: rows.length + badRows.length,
      Added: added,
      AlreadyImported: rows.length - added,
      BadRows: badRows,
      Position: result.position,
    };
  }
}
