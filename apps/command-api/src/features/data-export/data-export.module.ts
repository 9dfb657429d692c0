import { Module } from '@nestjs/common';
import { DataExportController } from './data-export.http.controller';
import { ExportDataHandler } from './export-data.query';

/** A notary's own data, downloadable at any time (also after the trial has ended). */
@Module({ controllers: [DataExportController], providers: [ExportDataHandler] })
export class DataExportModule {}
