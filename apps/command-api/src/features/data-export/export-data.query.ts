import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@notary/event-store';
import { allCustomers, allSignings, findAccount, findSettings, MILEAGE, type MileageDocument } from '@notary/read-models';
import type { Clock } from '@notary/platform';
import { strToU8, zipSync } from 'fflate';
import { ReadModels } from '../../core/read-models';
import { CLOCK, EVENT_STORE } from '../../core/tokens';
import { columnsOf, toCsv } from './csv';

/** All of one notary's own data, as one ZIP file. */
export class ExportData extends Query<{ fileName: string; zip: Uint8Array }> {
  constructor(readonly ownerId: string) {
    super();
  }
}

/** Fields kept for the app's own use (storage, search): not the notary's data. */
const INTERNAL = ['_id', '_position', 'OwnerId', 'SearchText', 'CustomerSearchName', 'SortName'];
const withoutInternal = (document: Record<string, unknown>) => Object.fromEntries(Object.entries(document).filter(([key]) => !INTERNAL.includes(key)));

const README = `Your Notary Ledger data
=======================

signings.csv / signings.json     every signing, with its payments and confirmation calls
customers.csv / customers.json   every customer, with its address and contacts
mileage.csv / mileage.json       every extra trip (the miles of signings are on the signings)
settings.json                    your settings, business profile and types of work
account.json                     your account: e-mail, plan and trial
events.jsonl                     everything you did, one event per line, oldest first (the app's own record)

The CSV files open in any spreadsheet. A cell that a spreadsheet would run as a formula starts with an
apostrophe, so it shows as the text you typed. Lists inside a cell (payments, contacts) are JSON.
Your password is not in this file.
`;

/**
 * The notary's data download (Billing page; allowed after the trial too, so no one is ever left
 * without their data): the read models as CSV and JSON, and their own events. Only the owner's
 * documents and events are read; the owner comes from the session.
 */
@QueryHandler(ExportData)
export class ExportDataHandler implements IQueryHandler<ExportData> {
  constructor(
    private readonly reads: ReadModels,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ ownerId }: ExportData) {
    const scope = this.reads.of(ownerId);
    const [signings, customers, trips, settings, account, events] = await Promise.all([
      allSignings(scope),
      allCustomers(scope),
      scope.find<MileageDocument>(MILEAGE, {}, { sort: { Date: 1 } }),
      findSettings(scope),
      findAccount(this.reads.catalog, ownerId),
      this.eventStore.readByOwner(ownerId),
    ]);
    const signingRows = signings.map((signing) => withoutInternal(signing));
    const customerRows = customers.map((customer) => withoutInternal(customer));
    const tripRows = trips.map((trip) => withoutInternal(trip));
    const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
    const zip = zipSync({
      'README.txt': strToU8(README.replace(/\n/g, '\r\n')),
      'signings.csv': strToU8(toCsv(columnsOf(signingRows), signingRows)),
      'signings.json': json(signingRows),
      'customers.csv': strToU8(toCsv(columnsOf(customerRows), customerRows)),
      'customers.json': json(customerRows),
      'mileage.csv': strToU8(toCsv(columnsOf(tripRows), tripRows)),
      'mileage.json': json(tripRows),
      'settings.json': json(settings ? withoutInternal(settings) : null),
      'account.json': json(account ? withoutInternal(account) : null),
      'events.jsonl': strToU8(
        events
          .map((event) => JSON.stringify({ position: event.position, stream: event.streamId, type: event.type, data: event.data, metadata: event.metadata }))
          .join('\n') + '\n',
      ),
    });
    return { fileName: `notary-ledger-data-${this.clock.now().toISOString().slice(0, 10)}.zip`, zip };
  }
}
