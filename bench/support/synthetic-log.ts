import {
  accountStream,
  customerStream,
  emailClaimStream,
  settingsStream,
  signingStream,
  type DomainEvent,
  type NewEvent,
  type SigningEvent,
} from '@notary/events';
import {
  accountDecider,
  customerDecider,
  settingsDecider,
  signingDecider,
  STANDARD_WORK_TYPES,
  type SigningCommand,
  type SigningInput,
  type SigningRulesContext,
  type SigningState,
} from '@notary/domain';
import type { EventStore, ExpectedRevision } from '@notary/event-store';
import { envelope, type CommandContext } from '@notary/infrastructure';
import { deterministicId } from '@notary/platform';
import { random } from './stats';

/**
 * A realistic event log for benchmarks, built with the real deciders (so every payload has the shape
 * the app writes) and the real envelope (metadata, deterministic ids, schema versions).
 *
 * Per notary: EmailClaimed, UserRegistered + TrialStarted, SettingsInitialized, a few customers
 * (CustomerRegistered + ContactAdded), then signings whose life is spread over the log in rounds:
 *   round 1  SigningScheduled (+ PaymentRecorded when paid on the spot, ~8%)
 *   round 2  SigningConfirmationRecorded (~60%, some after a first "not confirmed" call, ~10%)
 *   round 3  SigningRescheduled (~20%) and/or SigningDetailsChanged (~55%: invoice, tracking, mileage)
 *   round 4  PaymentRecorded (~70%; a full payment also marks it paid: SigningDetailsChanged)
 *   round 5  SigningDeleted (~3%, see deleteShare)
 * Within a round the notaries' appends are interleaved, so one signing's events are far apart in the
 * log, as they are in real use. About 4 events per signing on average.
 */
export interface SyntheticLogOptions {
  notaries: number;
  /** Signings of notary i (0-based). */
  signingsOf(notary: number): number;
  /** Customers of notary i; default 8. */
  customersOf?(notary: number): number;
  /** Appointment dates fall in these calendar years (inclusive). */
  years?: [number, number];
  /** Allowance written into TrialStarted. */
  trialSignings?: number;
  /** E-mail of notary i; default notary-{i}@bench.example. */
  emailOf?(notary: number): string;
  seed?: number;
  /** Share of signings deleted in the last round; default 0.03. */
  deleteShare?: number;
  /** Appends issued together; the store's group commit writes each wave in one transaction. */
  wave?: number;
}

export interface SyntheticNotary {
  userId: string;
  email: string;
  signings: number;
}

export interface SyntheticLogResult {
  notaries: SyntheticNotary[];
  events: number;
  eventsByType: Record<string, number>;
  /** Log position of the last event appended. */
  head: number;
  /** Wall time spent deciding events (generation). */
  generateMs: number;
  /** Wall time spent inside appendToStream (storing). */
  appendMs: number;
}

interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

interface SigningInProgress {
  signingId: string;
  owner: number;
  input: SigningInput;
  state: SigningState;
  revision: number;
  customerId: string | null;
}

const LAST_NAMES = [
  'Rivera',
  'Nguyen',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
];
const FIRST_NAMES = ['Ana', 'James', 'Mary', 'Robert', 'Linda', 'Michael', 'Sarah', 'David', 'Karen', 'Daniel', 'Lisa', 'Paul', 'Nancy', 'Mark', 'Emily'];
const CITIES: Array<[string, string, string]> = [
  ['Austin', 'TX', '78701'],
  ['Dallas', 'TX', '75201'],
  ['Denver', 'CO', '80202'],
  ['Phoenix', 'AZ', '85004'],
  ['Tampa', 'FL', '33602'],
  ['Columbus', 'OH', '43215'],
  ['Raleigh', 'NC', '27601'],
  ['Portland', 'OR', '97204'],
];
const COMPANIES = [
  'First American Title',
  'Stewart Title',
  'Fidelity National',
  'Old Republic',
  'Signing Pros LLC',
  'Nationwide Closings',
  'Premier Escrow',
  'Liberty Settlement',
];
const RULES: SigningRulesContext = { workTypes: STANDARD_WORK_TYPES, useTotalMileage: false };
/** Loan signings dominate a signing agent's book; general notary work and other types fill the rest. */
const WORK_TYPE_WEIGHTS: Array<[number, number]> = [
  [1, 30],
  [2, 12],
  [3, 6],
  [4, 6],
  [5, 2],
  [6, 10],
  [7, 4],
  [8, 2],
  [9, 10],
  [10, 5],
  [11, 3],
  [12, 4],
  [13, 2],
  [15, 2],
  [16, 1],
  [17, 1],
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export class SyntheticLog {
  private readonly next: () => number;
  private commandCounter = 0;
  readonly eventsByType: Record<string, number> = {};
  events = 0;
  head = 0;
  generateMs = 0;
  appendMs = 0;

  constructor(private readonly options: SyntheticLogOptions) {
    this.next = random(options.seed ?? 7);
  }

  /** Generates the whole log and appends it to `store`, wave by wave. */
  async appendTo(store: EventStore): Promise<SyntheticLogResult> {
    const { notaries: count } = this.options;
    const notaries: SyntheticNotary[] = Array.from({ length: count }, (_, i) => ({
      userId: deterministicId('bench-user', String(i)),
      email: this.options.emailOf?.(i) ?? `notary-${i}@bench.example`,
      signings: this.options.signingsOf(i),
    }));
    const customersOf = notaries.map(() => [] as string[]);

    // Accounts, settings and customers first: a notary registers before scheduling anything.
    await this.flushRound(
      store,
      notaries.flatMap((notary, i) => this.accountAppends(notary, i, customersOf[i])),
    );

    const signings: SigningInProgress[] = [];
    for (let i = 0; i < count; i++) {
      for (let s = 0; s < notaries[i].signings; s++) signings.push(this.newSigning(i, s, notaries[i], customersOf[i]));
    }
    this.shuffle(signings);

    const rounds: Array<(signing: SigningInProgress) => SigningCommand | null> = [
      (signing) => ({ type: 'SaveSigning', signingId: signing.signingId, ownerId: notaries[signing.owner].userId, input: signing.input, rules: RULES }),
      (signing) => this.confirmation(signing),
      (signing) => this.edit(signing, notaries),
      (signing) => this.payment(signing, notaries),
      (_signing) => (this.next() < (this.options.deleteShare ?? 0.03) ? { type: 'DeleteSigning' } : null),
    ];
    for (const [round, commandFor] of rounds.entries()) {
      // Second confirmation calls (a "not confirmed" first) get their own round so each stream appears once per wave.
      const passes = round === 1 ? 2 : 1;
      for (let pass = 0; pass < passes; pass++) {
        const appends: PendingAppend[] = [];
        for (const signing of signings) {
          if (signing.state.deleted) continue;
          const started = performance.now();
          const command = pass === 0 ? commandFor(signing) : this.secondConfirmation(signing);
          if (command) {
            const append = this.decideSigning(signing, command, notaries);
            if (append) appends.push(append);
          }
          this.generateMs += performance.now() - started;
        }
        await this.flushRound(store, appends);
      }
    }
    return { notaries, events: this.events, eventsByType: this.eventsByType, head: this.head, generateMs: this.generateMs, appendMs: this.appendMs };
  }

  private context(ownerId: string, when: Date): CommandContext {
    const commandId = deterministicId('bench-command', String(this.options.seed ?? 7), String(this.commandCounter++));
    return { ownerId, actorId: ownerId, commandId, correlationId: commandId, causationId: commandId, now: when };
  }

  private wrap(streamId: string, events: DomainEvent[], context: CommandContext, expectedRevision: ExpectedRevision): PendingAppend {
    return { streamId, events: events.map((event, index) => envelope(event, index, streamId, context)), expectedRevision };
  }

  private accountAppends(notary: SyntheticNotary, index: number, customers: string[]): PendingAppend[] {
    const started = performance.now();
    const registeredAt = new Date(Date.UTC(this.years()[0] - 1, 11, 1) + index * 60_000);
    const context = this.context(notary.userId, registeredAt);
    const trial = { days: 30, signings: this.options.trialSignings ?? 1_000_000 };
    const appends: PendingAppend[] = [
      this.wrap(emailClaimStream(notary.email), [{ type: 'EmailClaimed', data: { Email: notary.email, UserId: notary.userId } }], context, 'no_stream'),
      this.wrap(
        accountStream(notary.userId),
        accountDecider.decide(
          {
            type: 'RegisterUser',
            userId: notary.userId,
            email: notary.email,
            userType: 0,
            now: registeredAt,
            trial,
          },
          accountDecider.initialState(),
        ),
        context,
        'no_stream',
      ),
      this.wrap(
        settingsStream(notary.userId),
        settingsDecider.decide({ type: 'InitializeSettings', email: notary.email }, settingsDecider.initialState()),
        context,
        'no_stream',
      ),
    ];
    const customerCount = this.options.customersOf?.(index) ?? 8;
    for (let c = 0; c < customerCount; c++) {
      const customerId = deterministicId('bench-customer', notary.userId, String(c));
      customers.push(customerId);
      const contacts = Array.from({ length: 1 + Math.floor(this.next() * 3) }, (_, k) => ({
        Id: deterministicId('bench-contact', customerId, String(k)),
        Name: `${this.pick(FIRST_NAMES)} ${this.pick(LAST_NAMES)}`,
        Phone: '512-555-0100',
        CellPhone: '512-555-0199',
        Fax: '',
        Email: `closer${k}@title.example`,
      }));
      const events = customerDecider.decide(
        {
          type: 'SaveCustomer',
          customerId,
          ownerId: notary.userId,
          input: {
            Name: `${COMPANIES[(index + c) % COMPANIES.length]} ${c + 1}`,
            Website: 'https://title.example',
            Inactive: false,
            Address1: '',
            Address2: '',
            City: '',
            State: '',
            Zip: '',
            Contacts: contacts,
          },
        },
        customerDecider.initialState(),
      );
      appends.push(this.wrap(customerStream(customerId), events, this.context(notary.userId, registeredAt), 'no_stream'));
    }
    this.generateMs += performance.now() - started;
    return appends;
  }

  private years(): [number, number] {
    return this.options.years ?? [2023, 2026];
  }

  private newSigning(owner: number, index: number, notary: SyntheticNotary, customers: string[]): SigningInProgress {
    const [from, to] = this.years();
    const year = from + Math.floor(this.next() * (to - from + 1));
    const day = new Date(Date.UTC(year, 0, 1) + Math.floor(this.next() * 365) * 86_400_000);
    const [city, state, zip] = this.pick(CITIES);
    const loanType = this.weighted(WORK_TYPE_WEIGHTS);
    const customerId = customers.length && this.next() < 0.85 ? this.pick(customers) : null;
    const input: SigningInput = {
      AppointmentDate: day.toISOString().slice(0, 10),
      AppointmentTime: { Hour: 1 + Math.floor(this.next() * 12), Minute: [0, 15, 30, 45][Math.floor(this.next() * 4)], AmPm: this.next() < 0.6 ? 'PM' : 'AM' },
      AppointmentDurationHour: 1,
      AppointmentDurationMinute: 0,
      LastName: this.pick(LAST_NAMES),
      FirstName: this.pick(FIRST_NAMES),
      CustomerId: customerId,
      ContactId: null,
      LoanType: loanType,
      Address1: `${100 + Math.floor(this.next() * 9000)} ${this.pick(['Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm'])} Street`,
      Address2: this.next() < 0.2 ? `Apt ${1 + Math.floor(this.next() * 40)}` : '',
      City: city,
      State: state,
      Zip: zip,
      CellPhone: `512-555-${pad(Math.floor(this.next() * 10_000), 4)}`,
      EmailAddress: this.next() < 0.5 ? `signer${index}@mail.example` : '',
      CoSignerName: this.next() < 0.3 ? `${this.pick(FIRST_NAMES)} ${this.pick(LAST_NAMES)}` : '',
      CoSignerCellPhone: '',
      CoSignerEmailAddress: '',
      OrderNumber: `ORD-${100000 + index}`,
      LoanNumber: `LN${Math.floor(this.next() * 1e9)}`,
      Amount: null,
      InvoiceNumber: '',
      InvoiceSent: null,
      InvoicePaid: null,
      StartMileage: null,
      EndMileage: null,
      Signatures: null,
      Documents: null,
      TrackingSentBy: null,
      TrackingNumber: '',
      RON: false,
      Payments:
        this.next() < 0.08
          ? [
              {
                PaymentId: deterministicId('bench-payment', notary.userId, String(index), '0'),
                PaidDate: day.toISOString().slice(0, 10),
                Amount: 125,
                CheckNumber: '',
              },
            ]
          : [],
    };
    return {
      signingId: deterministicId('bench-signing', notary.userId, String(index)),
      owner,
      input,
      state: signingDecider.initialState(),
      revision: -1,
      customerId,
    };
  }

  private confirmation(signing: SigningInProgress): SigningCommand | null {
    if (this.next() >= 0.6) return null;
    const firstCallFails = this.next() < 0.1;
    return this.confirmationCommand(signing, !firstCallFails, firstCallFails ? 'Left a voicemail' : 'Confirmed date, time and location with the signer');
  }

  private secondConfirmation(signing: SigningInProgress): SigningCommand | null {
    const last = signing.state.confirmations.at(-1);
    return last && !last.Confirmed ? this.confirmationCommand(signing, true, 'Confirmed by text message') : null;
  }

  private confirmationCommand(signing: SigningInProgress, confirmed: boolean, note: string): SigningCommand {
    const date = signing.input.AppointmentDate;
    return { type: 'RecordConfirmation', confirmed, note, date, time: { Hour: 10, Minute: 0, AmPm: 'AM' }, now: new Date(`${date}T15:00:00Z`) };
  }

  private edit(signing: SigningInProgress, notaries: SyntheticNotary[]): SigningCommand | null {
    const reschedule = this.next() < 0.2;
    const details = this.next() < 0.55;
    if (!reschedule && !details) return null;
    const input = { ...signing.input };
    if (reschedule) input.AppointmentTime = { ...input.AppointmentTime, Hour: (input.AppointmentTime.Hour % 12) + 1 };
    if (details) {
      input.InvoiceNumber = `INV-${Math.floor(this.next() * 100_000)}`;
      input.InvoiceSent = input.AppointmentDate;
      input.TrackingSentBy = 1 + Math.floor(this.next() * 4);
      input.TrackingNumber = `1Z${Math.floor(this.next() * 1e12)}`;
      input.StartMileage = 1000 + Math.floor(this.next() * 50_000);
      input.EndMileage = input.StartMileage + Math.floor(this.next() * 80);
      input.Signatures = 1 + Math.floor(this.next() * 10);
      input.Documents = 1 + Math.floor(this.next() * 150);
    }
    signing.input = input;
    return this.saveOf(signing, notaries);
  }

  private payment(signing: SigningInProgress, notaries: SyntheticNotary[]): SigningCommand | null {
    if (this.next() >= 0.7) return null;
    const amount = signing.state.details?.Amount ?? 0;
    const paid = this.next() < 0.85 ? amount : Math.round(amount * 50) / 100;
    signing.input = {
      ...signing.input,
      Payments: [
        ...signing.input.Payments,
        {
          PaymentId: deterministicId('bench-payment', signing.signingId, String(signing.input.Payments.length)),
          PaidDate: signing.input.AppointmentDate,
          Amount: paid,
          CheckNumber: `${1000 + Math.floor(this.next() * 9000)}`,
        },
      ],
    };
    return this.saveOf(signing, notaries);
  }

  private saveOf(signing: SigningInProgress, notaries: SyntheticNotary[]): SigningCommand {
    // The edit form sends back the stored amount (filled from the type's fee on creation).
    signing.input = { ...signing.input, Amount: signing.state.details?.Amount ?? signing.input.Amount };
    return { type: 'SaveSigning', signingId: signing.signingId, ownerId: notaries[signing.owner].userId, input: signing.input, rules: RULES };
  }

  private decideSigning(signing: SigningInProgress, command: SigningCommand, notaries: SyntheticNotary[]): PendingAppend | null {
    const events = signingDecider.decide(command, signing.state);
    if (!events.length) return null;
    const at = new Date(`${signing.input.AppointmentDate}T12:00:00Z`);
    const append = this.wrap(
      signingStream(signing.signingId),
      events,
      this.context(notaries[signing.owner].userId, at),
      signing.revision < 0 ? 'no_stream' : signing.revision,
    );
    signing.state = events.reduce((state, event: SigningEvent) => signingDecider.evolve(state, event), signing.state);
    signing.revision += events.length;
    return append;
  }

  /** Appends a round (each stream at most once) in waves of concurrent appends. */
  private async flushRound(store: EventStore, appends: PendingAppend[]): Promise<void> {
    const wave = this.options.wave ?? 1000;
    for (let from = 0; from < appends.length; from += wave) {
      const slice = appends.slice(from, from + wave);
      const started = performance.now();
      const results = await Promise.all(slice.map((a) => store.appendToStream(a.streamId, a.events, { expectedRevision: a.expectedRevision })));
      this.appendMs += performance.now() - started;
      for (const append of slice) {
        for (const event of append.events) this.eventsByType[event.type] = (this.eventsByType[event.type] ?? 0) + 1;
        this.events += append.events.length;
      }
      this.head = Math.max(this.head, ...results.map((r) => r.position));
    }
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  private weighted(weights: Array<[number, number]>): number {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of weights) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return weights[weights.length - 1][0];
  }

  private shuffle<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
  }
}
