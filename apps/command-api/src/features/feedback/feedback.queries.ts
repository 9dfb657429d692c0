import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminFeedbackItem, FeedbackItem, FeedbackKind } from '@notary/contracts';
import { everyonesFeedback, ownFeedback } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { adminFeedbackItem, feedbackItem } from './feedback-answer';

/** The notary's own suggestions or bug reports, newest first. */
export class OwnFeedback extends Query<FeedbackItem[]> {
  constructor(
    readonly ownerId: string,
    readonly kind: FeedbackKind,
  ) {
    super();
  }
}

/** Every notary's suggestions or bug reports, newest first (admins only: the route checks the role). */
export class EveryonesFeedback extends Query<AdminFeedbackItem[]> {
  constructor(readonly kind: FeedbackKind) {
    super();
  }
}

@QueryHandler(OwnFeedback)
export class OwnFeedbackHandler implements IQueryHandler<OwnFeedback> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, kind }: OwnFeedback): Promise<FeedbackItem[]> {
    return (await ownFeedback(this.reads.of(ownerId), kind)).map(feedbackItem);
  }
}

@QueryHandler(EveryonesFeedback)
export class EveryonesFeedbackHandler implements IQueryHandler<EveryonesFeedback> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ kind }: EveryonesFeedback): Promise<AdminFeedbackItem[]> {
    return (await everyonesFeedback(this.reads.catalog, kind)).map(adminFeedbackItem);
  }
}
