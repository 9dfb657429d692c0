import { Module } from '@nestjs/common';
import { AdminFeedbackController } from './admin-feedback.http.controller';
import { ChangeFeedbackStatusHandler } from './change-feedback-status/change-feedback-status.handler';
import { FeedbackController } from './feedback.http.controller';
import { EveryonesFeedbackHandler, OwnFeedbackHandler } from './feedback.queries';
import { SubmitFeedbackHandler } from './submit-feedback/submit-feedback.handler';

/** Suggestions and bug reports: the notary sends them and follows their status; admins list and move them. */
@Module({
  controllers: [FeedbackController, AdminFeedbackController],
  providers: [SubmitFeedbackHandler, ChangeFeedbackStatusHandler, OwnFeedbackHandler, EveryonesFeedbackHandler],
})
export class FeedbackModule {}
