import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExportField } from '@notary/contracts';
import { toCsv } from '@notary/documents';
import { signingsToExport } from '@notary/read-models';
import { ReadModels } from '../../../core/read-models';
import { EXPORT_COLUMNS, fieldsRead, titleOf } from './export-columns';

/** The notary's signings from startDate to endDate (inclusive) as CSV, with the chosen columns in the chosen order. */
export class ExportSignings extends Query<string> {
  constructor(
    readonly ownerId: string,
    readonly startDate: string,
    readonly endDate: string,
    readonly fields: readonly ExportField[],
  ) {
    super();
  }
}

@QueryHandler(ExportSignings)
export class ExportSigningsHandler implements IQueryHandler<ExportSignings> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, startDate, endDate, fields }: ExportSignings): Promise<string> {
    const signings = await signingsToExport(this.reads.of(ownerId), startDate, endDate, fieldsRead(fields));
    const titles = fields.map(titleOf);
    const rows = signings.map((signing) => Object.fromEntries(fields.map((field, index) => [titles[index]!, EXPORT_COLUMNS[field].value(signing)])));
    // RFC 4180 with formula-looking text neutralised (@notary/documents); the byte order mark lets
    // Excel read the file as UTF-8, so "Peña" opens as Peña (the import strips it again).
    return `\uFEFF${toCsv(titles, rows)}`;
  }
}
