import { Controller, Get, Header, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OwnerId } from '../../core/http/owner';
import { ExportData } from './export-data.query';

/** GET /api/accountapi/exportdata: all of the signed-in notary's data, as a ZIP download. */
@Controller('api/accountapi')
export class DataExportController {
  constructor(private readonly queries: QueryBus) {}

  @Get('exportdata')
  @Header('Cache-Control', 'no-store')
  async download(@OwnerId() ownerId: string, @Res() reply: FastifyReply) {
    const { fileName, zip } = await this.queries.execute(new ExportData(ownerId));
    await reply.header('Content-Type', 'application/zip').header('Content-Disposition', `attachment; filename="${fileName}"`).send(Buffer.from(zip));
  }
}
