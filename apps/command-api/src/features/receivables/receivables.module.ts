import { Module } from '@nestjs/common';
import { ReceivablesController } from './receivables.http.controller';
import { ReceivablesReads } from './receivables-reads';
import { ReceivableSigningsOfHandler, ReceivablesAgingOfHandler } from './receivables.queries';

/** Receivables: what customers owe on invoiced signings, aged into buckets, from the signings read model. */
@Module({
  controllers: [ReceivablesController],
  providers: [ReceivablesReads, ReceivablesAgingOfHandler, ReceivableSigningsOfHandler],
})
export class ReceivablesModule {}
