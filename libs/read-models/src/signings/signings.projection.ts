import { searchable } from '../shared/search';
import { SIGNING_EVENT_TYPES, type CustomerRegistered, type CustomerDetailsChanged, type WorkTypesChanged } from '@notary/events';
import { documentPerStream, type ProjectionContext, type RecordedOf } from '@notary/projection-runtime';
import { SIGNING_CUSTOMERS, SIGNING_PAYMENTS, SIGNING_SUMMARIES, SIGNINGS, type SigningDocument, type SigningView } from './signing.document';
import { applyPaymentsChange, type SigningPayment } from './signing-payments';
import { evolveSigning } from './signing-evolve';
import { applyContributionChange, contributionOf, type SummaryBucket } from './signing-summary';
import { ANALYTICS_CUSTOMERS, ANALYTICS_WORK_TYPES, applyAnalyticsChange } from '../analytics/analytics-buckets';

/** The projection's own copy of a customer's name (only the projector writes it). */
type SigningCustomer = { _id: string; OwnerId: string; Name: string };

type OtherStreams = RecordedOf<CustomerRegistered['type'] | CustomerDetailsChanged['type'] | WorkTypesChanged['type']>;

/**
 * The signings list, the calendar, the next appointment, the dashboard summary and the analytics.
 *
 * A signing's document is a pure fold of its own stream (evolveSigning). What the list shows from
 * other streams, so that a page never joins, is kept apart in the cross-stream step below: the
 * customer's name (from this projection's own copy of customer names, signing_customers), the type
 * of work renamed in settings, and the dashboard and analytics buckets each signing counts in. Both
 * parts run in one projection, one checkpoint, so a signing always shows the name its customer had
 * at the same log position, also in a rebuild or an in-memory "as of" replay (replayInMemory runs
 * both parts).
 */
export const signingsProjection = documentPerStream({
  name: 'signings',
  // 2: search ignores accents (SearchText without them, and the customer's name as searched).
  // 3: each payment also kept by its date in signing_payments (cash-basis reports).
  // 4: the analytics' buckets per type of work and per customer (libs/read-models analytics).
  version: 4,
  collection: SIGNINGS,
  handles: SIGNING_EVENT_TYPES,
  indexes: [
    { collection: SIGNINGS, keys: { OwnerId: 1, AppointmentDateTime: -1, LastName: 1 } },
    { collection: SIGNINGS, keys: { OwnerId: 1, CustomerId: 1, AppointmentDateTime: -1 } },
    // Receivables read the few signings still owed ('unpaid') and those paid in a date window out
    // of thousands; the Paid and Unpaid filters of the list narrow by it too.
    { collection: SIGNINGS, keys: { OwnerId: 1, PaymentStatus: 1, InvoicePaid: 1 } },
    // Cash-basis reports read the payments dated in a period, whatever the signing's date.
    { collection: SIGNING_PAYMENTS, keys: { OwnerId: 1, PaidDate: 1 } },
    { collection: SIGNING_SUMMARIES, keys: { OwnerId: 1, Year: 1 } },
    { collection: SIGNING_CUSTOMERS, keys: { OwnerId: 1 } },
    { collection: ANALYTICS_WORK_TYPES, keys: { OwnerId: 1, Year: 1 } },
    { collection: ANALYTICS_CUSTOMERS, keys: { OwnerId: 1, Year: 1 } },
  ],
  documentId: (event) => event.data.SigningId,
  evolve: evolveSigning,
  announce: ({ id, after }) => ({ kind: after ? 'signing.saved' : 'signing.deleted', id }),
  crossStream: {
    collections: [SIGNING_SUMMARIES, SIGNING_CUSTOMERS, SIGNING_PAYMENTS, ANALYTICS_WORK_TYPES, ANALYTICS_CUSTOMERS],
    handles: ['CustomerRegistered', 'CustomerDetailsChanged', 'WorkTypesChanged'],
    apply: followOtherStreams,
    async complete({ before, after }, context) {
      const named = after && withCustomerName(after, await customerNameOf(after.CustomerId, context));
      if (context.keeps?.(SIGNING_SUMMARIES) !== false) {
        await applyContributionChange(context.collection<SummaryBucket>(SIGNING_SUMMARIES), contributionOf(before), contributionOf(named));
      }
      await applyPaymentsChange(context.collection<SigningPayment>(SIGNING_PAYMENTS), before, named);
      await applyAnalyticsChange(context, before, named);
      return named;
    },
  },
});

/** A customer registered or renamed, a type of work renamed: copied onto the signings concerned. */
async function followOtherStreams(event: OtherStreams, context: ProjectionContext): Promise<void> {
  const ownerId = event.metadata.ownerId;
  const signings = context.collection<SigningDocument>(SIGNINGS);
  switch (event.type) {
    case 'CustomerRegistered':
    case 'CustomerDetailsChanged': {
      const name = event.type === 'CustomerRegistered' ? event.data.Details.Name : event.data.Changes.Name;
      if (name === undefined) return;
      await context
        .collection<SigningCustomer>(SIGNING_CUSTOMERS)
        .updateOne({ _id: event.data.CustomerId }, { $set: { OwnerId: ownerId, Name: name } }, { upsert: true });
      if (event.type === 'CustomerDetailsChanged') {
        await signings.updateMany(
          { OwnerId: ownerId, CustomerId: event.data.CustomerId },
          { $set: { CustomerName: name, CustomerSearchName: searchable(name) } },
        );
      }
      return;
    }
    case 'WorkTypesChanged':
      for (const type of event.data.WorkTypes) {
        await signings.updateMany({ OwnerId: ownerId, LoanType: type.Id }, { $set: { AppointmentTypeDescription: type.Name } });
      }
      return;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

async function customerNameOf(customerId: string | null, context: ProjectionContext): Promise<string> {
  if (!customerId) return '';
  return (await context.collection<SigningCustomer>(SIGNING_CUSTOMERS).findOne({ _id: customerId }))?.Name ?? '';
}

/**
 * Sets the name in place: `signing` is the document evolveSigning has just built for this event
 * (signingView makes a new one each time), not yet stored or shared, and a copy of its fifty-odd
 * fields for each signing scheduled is what signingView's comment warns about.
 */
function withCustomerName(signing: SigningView, name: string): SigningView {
  if (signing.CustomerName !== name) {
    signing.CustomerName = name;
    signing.CustomerSearchName = searchable(name);
  }
  return signing;
}
