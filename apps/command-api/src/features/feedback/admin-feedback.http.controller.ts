import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FeedbackIdParam, FeedbackStatusBody, type FeedbackStatus } from '@notary/contracts';
import { RequireRole } from '../../core/auth/decorators';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { ChangeFeedbackStatus } from './change-feedback-status/change-feedback-status.command';
import { EveryonesFeedback } from './feedback.queries';

/**
 * /api/adminapi, the feedback part (spec 000 §7): every notary's suggestions and bug reports, and
 * their status. Admins only (403 for anyone else). These calls read and write feedback streams only,
 * never a notary's business data.
 */
@RequireRole('admin')
@Controller('api/adminapi')
export class AdminFeedbackController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getfeedback')
  suggestions() {
    return this.queries.execute(new EveryonesFeedback('suggestion'));
  }

  @Get('getdefects')
  defects() {
    return this.queries.execute(new EveryonesFeedback('defect'));
  }

  @AllowedAfterTrial()
  @Post('feedbackstatus/:id')
  @HttpCode(200)
  changeStatus(
    @AsRequester() by: Requester,
    @Param('id', new Validate(FeedbackIdParam, 'id')) feedbackId: string,
    @Body(new Validate(FeedbackStatusBody)) body: { Status: FeedbackStatus },
  ) {
    return this.commands.execute(new ChangeFeedbackStatus(by, feedbackId, body.Status));
  }
}
