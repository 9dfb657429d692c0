import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AcceptImportsBody, EXPORT_FILE_NAME, ExportAppointmentsBody, ImportIdParam, type ExportField } from '@notary/contracts';
import type { z } from 'zod';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { AcceptImports } from './accept-imports/accept-imports.command';
import { DiscardImport } from './discard-import/discard-import.command';
import { ExportSignings } from './export-signings/export-signings.query';
import { ImportFileIntake } from './import-file/import-file-intake';
import { ImportSignings } from './import-signings/import-signings.command';
import { PendingImportsCountOf, PendingImportsOf } from './imports.queries';

/** /api/appointmentapi's import and export calls (spec 001 §7): pending imports, accepting them, the CSV export. */
@Controller('api/appointmentapi')
export class SigningImportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getimportscount')
  count(@OwnerId() ownerId: string) {
    return this.queries.execute(new PendingImportsCountOf(ownerId));
  }

  @Get('imports')
  pending(@OwnerId() ownerId: string) {
    return this.queries.execute(new PendingImportsOf(ownerId));
  }

  @Post('deleteimport/:id')
  @HttpCode(200)
  discard(@AsRequester() by: Requester, @Param('id', new Validate(ImportIdParam, 'id')) importId: string) {
    return this.commands.execute(new DiscardImport(by, importId));
  }

  @Post('acceptimports')
  @HttpCode(200)
  accept(@AsRequester() by: Requester, @Body(new Validate(AcceptImportsBody)) body: z.output<typeof AcceptImportsBody>) {
    return this.commands.execute(new AcceptImports(by, body.Ids ?? null));
  }

  /** The signings of a date range as AppointmentExport.csv (a read: it stays open after the trial). */
  @ReadsOnly()
  @Post('exportAppointments')
  @HttpCode(200)
  async export(
    @OwnerId() ownerId: string,
    @Body(new Validate(ExportAppointmentsBody)) body: z.output<typeof ExportAppointmentsBody>,
    @Res() reply: FastifyReply,
  ) {
    const csv = await this.queries.execute(new ExportSignings(ownerId, body.startDate, body.endDate, body.fields as ExportField[]));
    void reply
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  }
}

/** POST /api/userimportapi/import (spec 001 §7): a multipart form with the file. */
@Controller('api/userimportapi')
export class UserImportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly intake: ImportFileIntake,
  ) {}

  @Post('import')
  @HttpCode(200)
  async import(@AsRequester() by: Requester, @Req() request: FastifyRequest) {
    const file = await this.intake.take(request);
    return this.commands.execute(new ImportSignings(by, file));
  }
}
