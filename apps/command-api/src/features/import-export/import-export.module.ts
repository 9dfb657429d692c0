import { Module } from '@nestjs/common';
import { AcceptImportsHandler } from './accept-imports/accept-imports.handler';
import { DiscardImportHandler } from './discard-import/discard-import.handler';
import { ExportSigningsHandler } from './export-signings/export-signings.query';
import { ImportFileIntake } from './import-file/import-file-intake';
import { ImportSigningsHandler } from './import-signings/import-signings.handler';
import { PendingImportsCountOfHandler, PendingImportsOfHandler } from './imports.queries';
import { SigningImportsController, UserImportController } from './signing-imports.http.controller';

/**
 * Signings in and out of files (spec 001 §1): the CSV export of a date range, and imports of CSV or
 * Excel files whose rows wait as pending imports until the notary accepts (each becomes a signing
 * through the signing's own save) or discards them.
 */
@Module({
  controllers: [SigningImportsController, UserImportController],
  providers: [
    ImportFileIntake,
    ImportSigningsHandler,
    DiscardImportHandler,
    AcceptImportsHandler,
    ExportSigningsHandler,
    PendingImportsOfHandler,
    PendingImportsCountOfHandler,
  ],
})
export class ImportExportModule {}
