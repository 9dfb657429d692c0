import { Module } from '@nestjs/common';
import { ProjectionList } from './projection-list';
import { ProjectionOperations } from './projection-operations';
import { ProjectionsController } from './projections.http.controller';

/** The operators' projections panel: status of every projection; retry, skip and rebuild. */
@Module({
  controllers: [ProjectionsController],
  providers: [ProjectionList, ProjectionOperations],
})
export class ProjectionsModule {}
