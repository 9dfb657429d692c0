import { Module } from '@nestjs/common';
import { RescissionDateOfHandler } from './rescission-date.query';
import { ToolsController } from './tools.http.controller';

/** Tools: the rescission calendar (Regulation Z's three business days), worked out by the domain. */
@Module({
  controllers: [ToolsController],
  providers: [RescissionDateOfHandler],
})
export class ToolsModule {}
