import { Controller, Get, Header, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OwnerId } from '../../core/http/owner';
import { ExportData } from './export-data.query';
import { zipStream } from './zip-stream';

/** GET /api/accountapi/exportdata: all of the signed-in notary's data, as a ZIP download. */
@Controller('api/accountapi')
export class DataExportController {
  constructor(private readonly queries: QueryBus) {}

  @Get('exportdata')
  @Header('Cache-Control', 'no-store')
  async download(@OwnerId() ownerId: string, @Res() reply: FastifyReply) {
    const { fileName, entries } = await this.queries.execute(new ExportData(ownerId));
    // Streamed as it is made: receipts and events are read while the client downloads.
    await reply.header('Content-Type', 'application/zip').header('Content-Disposition', `attachment; filename="${fileName}"`).send(zipStream(entries));
  }
}
