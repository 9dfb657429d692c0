import type { CustomerEvent, RecordedEvent, SettingsEvent, SigningEvent } from '@notary/events';
import { SIGNING_EVENT_TYPES } from '@notary/events';
import { signingDecider, type SigningState } from '@notary/domain';
import type { ProjectionContext, ProjectionDefinition } from '@notary/projection-runtime';
import { SIGNING_CUSTOMERS, SIGNING_SUMMARIES, SIGNINGS, type SigningDocument, type SigningView } from './signing.document';
import { applyContributionChange, contributionOf, type SummaryBucket } from './signing-summary';
import { signingView } from './signing-view';

type Handled = SigningEvent | CustomerEvent | SettingsEvent;

/**
 * The signings list, the calendar, the next appointment and the dashboard summary. It keeps its own
 * copy of customer names and follows renamed types of work, so a list page never joins.
 */
export const signingsProjection: ProjectionDefinition = {
  name: 'signings',
  version: 1,
  collections: [SIGNINGS, SIGNING_SUMMARIES, SIGNING_CUSTOMERS],
  eventTypes: [...SIGNING_EVENT_TYPES, 'CustomerRegistered', 'CustomerDetailsChanged', 'WorkTypesChanged'],
  indexes: [
    { collection: SIGNINGS, keys: { OwnerId: 1, AppointmentDateTime: -1, LastName: 1 } },
    { collection: SIGNINGS, keys: { OwnerId: 1, CustomerId: 1, AppointmentDateTime: -1 } },
    { collection: SIGNING_SUMMARIES, keys: { OwnerId: 1, Year: 1 } },
    { collection: SIGNING_CUSTOMERS, keys: { OwnerId: 1 } },
  ],
  async apply(recorded, context) {
    const event = recorded as RecordedEvent & Handled;
    if ((SIGNING_EVENT_TYPES as string[]).includes(event.type)) return applySigningEvent(event as RecordedEvent & SigningEvent, context);
    const ownerId = event.metadata.ownerId;
    const signings = context.collection<SigningDocument>(SIGNINGS);
    switch (event.type) {
      case 'CustomerRegistered':
      case 'CustomerDetailsChanged': {
        const name = event.type === 'CustomerRegistered' ? event.data.Details.Name : event.data.Changes.Name;
        if (name === undefined) return;
        await context.collection(SIGNING_CUSTOMERS).updateOne({ _id: event.data.CustomerId }, { $set: { OwnerId: ownerId, Name: name } }, { upsert: true });
        if (event.type === 'CustomerDetailsChanged') await signings.updateMany({ OwnerId: ownerId, CustomerId: event.data.CustomerId }, { $set: { CustomerName: name } });
        return;
      }
      case 'WorkTypesChanged':
        for (const type of event.data.WorkTypes) {
          await signings.updateMany({ OwnerId: ownerId, LoanType: type.Id }, { $set: { AppointmentTypeDescription: type.Name } });
        }
        return;
    }
  },
};

const stateOf = (document: SigningDocument | null): SigningState =>
  document
    ? { exists: true, deleted: false, signingId: document.Id, ownerId: document.OwnerId, details: document, payments: document.Payments, confirmed: document.Confirmed, confirmations: document.ConfirmationHistory }
    : signingDecider.initialState();

async function applySigningEvent(event: RecordedEvent & SigningEvent, context: ProjectionContext): Promise<void> {
  const id = event.data.SigningId;
  const signings = context.collection<SigningDocument>(SIGNINGS);
  const current = await signings.findOne({ _id: id });
  // Written last below, so if it already carries this event, so does everything else.
  if (current && (current._position as number) >= event.position) return;
  const state = signingDecider.evolve(stateOf(current), event);
  let next: SigningView | null = null;
  if (!state.deleted && state.details) {
    const customerId = state.details.CustomerId;
    const customer = customerId ? await context.collection(SIGNING_CUSTOMERS).findOne({ _id: customerId }) : null;
    next = signingView(
      { Id: id, OwnerId: state.ownerId, Revision: event.revision, CustomerName: (customer?.Name as string | undefined) ?? '', CreatedAt: current?.CreatedAt ?? event.metadata.occurredAt, UpdatedAt: event.metadata.occurredAt },
      state.details,
      state.payments,
      state.confirmations,
    );
  }
  await applyContributionChange(context.collection<SummaryBucket>(SIGNING_SUMMARIES), contributionOf(current), contributionOf(next));
  await signings.evolve(id, () => next);
  context.announce({ ownerId: event.metadata.ownerId, kind: next ? 'signing.saved' : 'signing.deleted', id });
}
