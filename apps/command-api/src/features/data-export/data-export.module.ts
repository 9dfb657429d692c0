import { Module } from '@nestjs/common';
import { DataExportController } from './data-export.http.controller';
import { InvoicesModule } from '../invoices/invoices.module';
import { ExportDataHandler } from './export-data.query';

/** A notary's own data, downloadable at any time (also after the trial has ended). */
// The download carries each saved invoice as its PDF, made by the invoices' renderer.
@Module({ imports: [InvoicesModule], controllers: [DataExportController], providers: [ExportDataHandler] })
export class DataExportModule {}
