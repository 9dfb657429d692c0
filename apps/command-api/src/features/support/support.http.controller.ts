import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  CorrelationIdParam,
  StreamIdParam,
  StreamQuery,
  StreamsQuery,
  type CorrelationEvents,
  type StreamEvents,
  type StreamPageRequest,
  type StreamsPage,
  type StreamsSearch,
} from '@notary/contracts';
import { CurrentUser, RequireRole, type SignedInUser } from '../../core/auth/decorators';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { AccessReason } from '../../core/operators/operator-audit';
import { FindStreams, FollowCorrelation, ReadStream } from './support.queries';

/**
 * /api/supportapi: support staff (and admins) read the log to answer "what happened to this
 * signing?". Read only: nothing here changes a notary's data. Each look at a notary's events is
 * recorded on their data-access stream before it is answered.
 */
@RequireRole('support', 'admin')
@Controller('api/supportapi')
export class SupportController {
  constructor(private readonly queries: QueryBus) {}

  @Get('streams')
  streams(@Query(new Validate(StreamsQuery, 'query')) search: StreamsSearch): Promise<StreamsPage> {
    return this.queries.execute(new FindStreams(search));
  }

  @Get('stream/:streamId')
  stream(
    @CurrentUser() user: SignedInUser,
    @AsRequester() by: Requester,
    @AccessReason() why: string | null,
    @Param('streamId', new Validate(StreamIdParam, 'streamId')) streamId: string,
    @Query(new Validate(StreamQuery, 'query')) page: StreamPageRequest,
  ): Promise<StreamEvents> {
    return this.queries.execute(new ReadStream(streamId, page, { user, why, meta: by.meta }));
  }

  @Get('correlation/:correlationId')
  correlation(
    @CurrentUser() user: SignedInUser,
    @AsRequester() by: Requester,
    @AccessReason() why: string | null,
    @Param('correlationId', new Validate(CorrelationIdParam, 'correlationId')) correlationId: string,
  ): Promise<CorrelationEvents> {
    return this.queries.execute(new FollowCorrelation(correlationId, { user, why, meta: by.meta }));
  }
}
