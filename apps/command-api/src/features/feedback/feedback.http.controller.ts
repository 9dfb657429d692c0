import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FeedbackBody, type FeedbackInput } from '@notary/contracts';
import { AllowedAfterTrial } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { OwnFeedback } from './feedback.queries';
import { SubmitFeedback } from './submit-feedback/submit-feedback.command';

/**
 * /api/feedbackapi (spec 001 §7): the notary's suggestions (feedback) and bug reports (defects).
 * Sending one stays open after the trial has ended: a notary locked out by a bug can still say so.
 */
@Controller('api/feedbackapi')
export class FeedbackController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getfeedback')
  suggestions(@OwnerId() ownerId: string) {
    return this.queries.execute(new OwnFeedback(ownerId, 'suggestion'));
  }

  @Get('getdefects')
  defects(@OwnerId() ownerId: string) {
    return this.queries.execute(new OwnFeedback(ownerId, 'defect'));
  }

  @AllowedAfterTrial()
  @Post('savefeedback')
  @HttpCode(200)
  saveSuggestion(@AsRequester() by: Requester, @Body(new Validate(FeedbackBody)) body: FeedbackInput) {
    return this.commands.execute(new SubmitFeedback(by, 'suggestion', body));
  }

  @AllowedAfterTrial()
  @Post('savedefect')
  @HttpCode(200)
  saveDefect(@AsRequester() by: Requester, @Body(new Validate(FeedbackBody)) body: FeedbackInput) {
    return this.commands.execute(new SubmitFeedback(by, 'defect', body));
  }
}
