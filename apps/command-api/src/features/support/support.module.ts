import { Module } from '@nestjs/common';
import { SupportController } from './support.http.controller';
import { FindStreamsHandler, FollowCorrelationHandler, ReadStreamHandler } from './support.queries';

/** Support's stream browser: find streams, read one, follow a request across streams. */
@Module({
  controllers: [SupportController],
  providers: [FindStreamsHandler, ReadStreamHandler, FollowCorrelationHandler],
})
export class SupportModule {}
