import { randomUUID } from 'node:crypto';
import { accountStream, customerStream, settingsStream, signingStream, type DomainEvent } from '@notary/events';
import { accountDecider, customerDecider, settingsDecider, signingDecider, STANDARD_WORK_TYPES, type Decider } from '@notary/domain';
import type { EventStore } from '@notary/event-store';
import { handleCommand, type CommandContext } from '@notary/infrastructure';
import { deterministicId, loadConfig, silentLogger } from '@notary/platform';
import { createRuntime } from '../../apps/command-api/src/core/runtime';

/**
 * The crash test's victim: the embedded app's runtime (event log, projector in-process) under a
 * load of concurrent commands. After each append is acknowledged it prints "ACK <stream> <ids>";
 * the parent kills it with SIGKILL at a random moment and checks the log and the read models.
 */
const OWNERS = ['crash-owner-a', 'crash-owner-b', 'crash-owner-c'];
const WORKERS = 8;
const rules = { workTypes: STANDARD_WORK_TYPES, useTotalMileage: false };
let eventStore: EventStore;

function context(ownerId: string, commandId: string = randomUUID()): CommandContext {
  return { ownerId, actorId: ownerId, commandId, correlationId: commandId, causationId: commandId, now: new Date() };
}

async function run<C, S, E extends DomainEvent>(stream: string, decider: Decider<C, S, E>, command: C, ctx: CommandContext) {
  const result = await handleCommand(eventStore, stream, decider, command, ctx);
  if (result.events.length) {
    const ids = result.events.map((_, index) => deterministicId(ctx.commandId, stream, String(index)));
    process.stdout.write(`ACK ${stream} ${ids.join(',')}\n`);
  }
  return result;
}

const signingInput = (n: number) => ({
  AppointmentDate: `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
  AppointmentTime: { Hour: (n % 12) + 1, Minute: (n * 5) % 60, AmPm: n % 2 ? 'PM' : 'AM' } as const,
  AppointmentDurationHour: 1,
  AppointmentDurationMinute: 0,
  LastName: `Signer ${n}`,
  FirstName: 'Crash',
  CustomerId: null,
  ContactId: null,
  LoanType: (n % 18) + 1,
  Address1: '1 Main St',
  Address2: '',
  City: `City ${n % 7}`,
  State: 'TX',
  Zip: '78701',
  CellPhone: '',
  EmailAddress: '',
  CoSignerName: '',
  CoSignerCellPhone: '',
  CoSignerEmailAddress: '',
  OrderNumber: `O-${n}`,
  LoanNumber: '',
  Amount: 50 + (n % 10) * 10,
  InvoiceNumber: '',
  InvoiceSent: null,
  InvoicePaid: null,
  StartMileage: null,
  EndMileage: n % 3 ? 20 : null,
  Signatures: n % 4,
  Documents: null,
  TrackingSentBy: null,
  TrackingNumber: '',
  RON: false,
  Payments: n % 2 ? [{ PaymentId: `p-${n}`, PaidDate: '2026-06-01', Amount: 25, CheckNumber: '' }] : [],
});

async function worker(index: number): Promise<never> {
  const owner = OWNERS[index % OWNERS.length];
  const mine: string[] = [];
  for (let n = index * 1_000_000; ; n++) {
    const roll = Math.random();
    if (roll < 0.45 || mine.length === 0) {
      const signingId = randomUUID();
      await run(signingStream(signingId), signingDecider, { type: 'SaveSigning', signingId, ownerId: owner, input: signingInput(n), rules }, context(owner));
      mine.push(signingId);
    } else if (roll < 0.8) {
      const signingId = mine[n % mine.length];
      await run(
        signingStream(signingId),
        signingDecider,
        { type: 'SaveSigning', signingId, ownerId: owner, input: signingInput(n + 1), rules },
        context(owner),
      );
    } else if (roll < 0.9) {
      const customerId = randomUUID();
      await run(
        customerStream(customerId),
        customerDecider,
        {
          type: 'SaveCustomer',
          customerId,
          ownerId: owner,
          input: { Name: `Title Co ${n}`, Website: '', Inactive: false, Address1: '', Address2: '', City: '', State: '', Zip: '', Contacts: [] },
        },
        context(owner),
      );
    } else {
      const signingId = mine.splice(n % mine.length, 1)[0];
      await run(signingStream(signingId), signingDecider, { type: 'DeleteSigning' }, context(owner));
    }
  }
}

async function main(): Promise<void> {
  const config = loadConfig({ DATA_DIR: process.env.DATA_DIR, PORT: '0', TRIAL_SIGNINGS: '1000000' });
  // As npm start runs it: the projector and the jobs on the background thread, killed with the rest.
  const runtime = await createRuntime({ config, logger: silentLogger, backgroundIn: 'worker-thread' });
  eventStore = runtime.stores.eventStore;
  for (const owner of OWNERS) {
    // Deterministic command ids: a restarted child registers each owner once.
    await run(
      accountStream(owner),
      accountDecider,
      { type: 'RegisterUser', userId: owner, email: `${owner}@example.com`, userType: 0, now: new Date(), trial: { days: 30, signings: 1_000_000 } },
      context(owner, deterministicId('register', owner)),
    );
    await run(
      settingsStream(owner),
      settingsDecider,
      { type: 'InitializeSettings', email: `${owner}@example.com` },
      context(owner, deterministicId('settings', owner)),
    );
  }
  process.stdout.write('READY\n');
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
