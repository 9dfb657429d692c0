import { settingsStream, signingStream } from '@notary/events';
import { STANDARD_WORK_TYPES } from '@notary/domain';
import { SIGNING_CUSTOMERS, SIGNING_PAYMENTS, SIGNING_SUMMARIES, SIGNINGS, signingsProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { eventLog } from '../support/recorded-events';
import { details, notaryLog, OWNER, payment } from './fixtures';

const spec = projectionSpec(signingsProjection);
const bucket = (
  Year: number,
  CategoryId: number,
  Month: number,
  counts: { AppointmentCount: number; TotalCents: number; PaidCents: number; UnpaidCents: number },
) => ({ _id: `${OWNER}:${Year}:${CategoryId}:${Month}`, OwnerId: OWNER, Year, CategoryId, Month, ...counts });

describe('the signings read model', () => {
  it('makes a signing document ready to list: local start, short dates, money owed, search words', async () => {
    const log = notaryLog();
    const scheduled = log.scheduled('s-1');
    const given = spec.given(scheduled);
    await given.then(SIGNINGS, [
      {
        _id: 's-1',
        Id: 's-1',
        OwnerId: OWNER,
        Revision: 0,
        CustomerName: '',
        Invoice: null,
        BatchInvoiceId: null,
        OnBatchInvoice: false,
        CustomerSearchName: '',
        CreatedAt: scheduled.metadata.occurredAt,
        UpdatedAt: scheduled.metadata.occurredAt,
        ...details(),
        AppointmentDateTime: '2026-03-05T14:30',
        AppointmentDateTimeEnd: '2026-03-05T15:30',
        Year: 2026,
        ShortDate: '03/05/2026',
        InvoiceSentShortDate: '',
        InvoicePaidShortDate: '',
        AppointmentDurationHour: 1,
        AppointmentDurationMinute: 0,
        Payments: [],
        AmountPaid: 0,
        Balance: 125,
        PaymentStatus: 'unpaid',
        Mileage: 0,
        HasMileage: false,
        HasSignatures: false,
        Confirmed: false,
        ConfirmationHistory: [],
        SearchText: 'rivera ana 12 oak st austin tx 78701 ord-7 512-555-0100 ana@example.com refinance',
      },
    ]);
    await given.then(SIGNING_SUMMARIES, [bucket(2026, 2, 3, { AppointmentCount: 1, TotalCents: 12500, PaidCents: 0, UnpaidCents: 12500 })]);
    await given.thenAnnounced([{ kind: 'signing.saved', id: 's-1' }]);
  });

  it('follows payments recorded, corrected and removed, and the signing marked paid', async () => {
    const log = notaryLog();
    const stream = signingStream('s-1');
    const events = [
      log.scheduled('s-1', { Amount: 150 }),
      log.paid('s-1', payment('p-1', 100)),
      log.paid('s-1', payment('p-2', 20)),
      log.record(stream, { type: 'PaymentCorrected', data: { SigningId: 's-1', Payment: payment('p-1', 130, '2026-03-11', '1001') } }),
      log.record(stream, { type: 'PaymentRemoved', data: { SigningId: 's-1', PaymentId: 'p-2' } }),
      log.paid('s-1', payment('p-3', 20)),
      log.detailsChanged('s-1', { InvoicePaid: '2026-03-12' }),
    ];
    const given = spec.given(...events);
    const [signing] = await given.documents(SIGNINGS);
    expect(signing).toMatchObject({
      Payments: [payment('p-1', 130, '2026-03-11', '1001'), payment('p-3', 20)],
      AmountPaid: 150,
      Balance: 0,
      PaymentStatus: 'paid',
      InvoicePaid: '2026-03-12',
      InvoicePaidShortDate: '03/12/2026',
      Revision: 6,
      UpdatedAt: events[6].metadata.occurredAt,
      CreatedAt: events[0].metadata.occurredAt,
    });
    await given.then(SIGNING_SUMMARIES, [bucket(2026, 2, 3, { AppointmentCount: 1, TotalCents: 15000, PaidCents: 15000, UnpaidCents: 0 })]);
  });

  it('keeps each payment by its own date for cash-basis reports: corrected, removed, re-typed, gone with its signing', async () => {
    const log = notaryLog();
    const stream = signingStream('s-1');
    const paymentDoc = (PaymentId: string, Amount: number, PaidDate: string, LoanType: number | null = 1) => ({
      _id: `s-1:${PaymentId}`,
      OwnerId: OWNER,
      SigningId: 's-1',
      PaymentId,
      PaidDate,
      Amount,
      LoanType,
      AppointmentDate: '2026-03-05',
    });
    const events = [
      log.scheduled('s-1', { Amount: 150 }),
      log.paid('s-1', payment('p-1', 100)),
      log.paid('s-1', payment('p-2', 20, '2026-04-02')),
      log.record(stream, { type: 'PaymentCorrected', data: { SigningId: 's-1', Payment: payment('p-1', 130, '2026-03-11', '1001') } }),
      log.record(stream, { type: 'PaymentRemoved', data: { SigningId: 's-1', PaymentId: 'p-2' } }),
    ];
    await spec.given(...events).then(SIGNING_PAYMENTS, [paymentDoc('p-1', 130, '2026-03-11')]);
    const retyped = [...events, log.detailsChanged('s-1', { LoanType: 10 })];
    await spec.given(...retyped).then(SIGNING_PAYMENTS, [paymentDoc('p-1', 130, '2026-03-11', 10)]);
    await spec.given(...retyped, log.deleted('s-1')).then(SIGNING_PAYMENTS, []);
  });

  it('moves a rescheduled signing to its new month on the dashboard, and keeps its confirmation calls', async () => {
    const log = notaryLog();
    const stream = signingStream('s-1');
    const entry = {
      Note: 'spoke with Ana',
      Confirmed: true,
      ConfirmationDate: '2026-03-04',
      ConfirmationTime: { Hour: 9, Minute: 0, AmPm: 'AM' as const },
      RecordedAt: '2026-03-04T15:00:00.000Z',
    };
    const given = spec.given(
      log.scheduled('s-1'),
      log.scheduled('s-2', {
        AppointmentDate: '2026-03-20',
        LoanType: 10,
        AppointmentTypeCategoryId: 1,
        AppointmentTypeDescription: 'Acknowledgment',
        Amount: 15,
      }),
      log.record(stream, { type: 'SigningConfirmationRecorded', data: { SigningId: 's-1', Entry: entry } }),
      log.record(stream, {
        type: 'SigningRescheduled',
        data: { SigningId: 's-1', AppointmentDate: '2026-04-02', AppointmentTime: { Hour: 10, Minute: 0, AmPm: 'AM' }, AppointmentDuration: 90 },
      }),
      log.detailsChanged('s-1', { StartMileage: 100, EndMileage: 142, Signatures: 3 }),
    );
    const signings = await given.documents(SIGNINGS);
    expect(signings[0]).toMatchObject({
      AppointmentDateTime: '2026-04-02T10:00',
      AppointmentDateTimeEnd: '2026-04-02T11:30',
      ShortDate: '04/02/2026',
      AppointmentDurationHour: 1,
      AppointmentDurationMinute: 30,
      Confirmed: true,
      ConfirmationHistory: [entry],
      Mileage: 42,
      HasMileage: true,
      HasSignatures: true,
      Revision: 3,
    });
    await given.then(SIGNING_SUMMARIES, [
      bucket(2026, 2, 3, { AppointmentCount: 0, TotalCents: 0, PaidCents: 0, UnpaidCents: 0 }),
      bucket(2026, 2, 4, { AppointmentCount: 1, TotalCents: 12500, PaidCents: 0, UnpaidCents: 12500 }),
      bucket(2026, 1, 3, { AppointmentCount: 1, TotalCents: 1500, PaidCents: 0, UnpaidCents: 1500 }),
    ]);
  });

  it('removes a deleted signing and its numbers, and announces the deletion', async () => {
    const log = notaryLog();
    const given = spec.given(log.scheduled('s-1'), log.paid('s-1', payment('p-1', 25)), log.deleted('s-1'));
    await given.then(SIGNINGS, []);
    await given.then(SIGNING_SUMMARIES, [bucket(2026, 2, 3, { AppointmentCount: 0, TotalCents: 0, PaidCents: 0, UnpaidCents: 0 })]);
    await given.thenAnnounced([
      { kind: 'signing.saved', id: 's-1' },
      { kind: 'signing.saved', id: 's-1' },
      { kind: 'signing.deleted', id: 's-1' },
    ]);
  });

  it("shows the customer's name, also after the customer is renamed, on that notary's signings only", async () => {
    const log = eventLog();
    const ann = notaryLog(OWNER, log);
    const bob = notaryLog('notary-2', log);
    const given = spec.given(
      ann.customerRegistered('c-1', 'First Title'),
      ann.scheduled('s-1', { CustomerId: 'c-1' }),
      ann.scheduled('s-2'),
      bob.customerRegistered('c-2', 'First Title'),
      bob.scheduled('s-3', { CustomerId: 'c-2' }),
      ann.customerRenamed('c-1', 'First American Title'),
      ann.detailsChanged('s-2', { CustomerId: 'c-1' }),
    );
    const names = (await given.documents(SIGNINGS)).map((s) => [s._id, s.CustomerName]);
    expect(names).toEqual([
      ['s-1', 'First American Title'],
      ['s-2', 'First American Title'],
      ['s-3', 'First Title'],
    ]);
    await given.then(SIGNING_CUSTOMERS, [
      { _id: 'c-1', OwnerId: OWNER, Name: 'First American Title' },
      { _id: 'c-2', OwnerId: 'notary-2', Name: 'First Title' },
    ]);
  });

  it('follows a renamed type of work on the signings of that type', async () => {
    const log = notaryLog();
    const renamed = STANDARD_WORK_TYPES.filter((type) => type.Id === 1).map((type) => ({ ...type, Name: 'Refi' }));
    const given = spec.given(
      log.scheduled('s-1'),
      log.scheduled('s-2', { LoanType: 2, AppointmentTypeDescription: 'Purchase - Buyer' }),
      log.record(settingsStream(OWNER), { type: 'WorkTypesChanged', data: { WorkTypes: renamed } }),
      log.detailsChanged('s-1', { City: 'Round Rock' }),
    );
    expect((await given.documents(SIGNINGS)).map((s) => [s._id, s.AppointmentTypeDescription, s.City])).toEqual([
      ['s-1', 'Refi', 'Round Rock'],
      ['s-2', 'Purchase - Buyer', 'Austin'],
    ]);
  });

  it('stops, naming the event, when a signing event finds no signing (never scheduled, or deleted)', async () => {
    const log = notaryLog();
    await expect(spec.given(log.detailsChanged('ghost', { City: 'Nowhere' })).documents(SIGNINGS)).rejects.toThrow(
      'Projection signings cannot apply SigningDetailsChanged at position 1: Signing ghost has no document for SigningDetailsChanged',
    );
    await expect(spec.given(log.scheduled('s-1'), log.deleted('s-1'), log.paid('s-1', payment('p-1', 5))).documents(SIGNINGS)).rejects.toThrow(
      'Signing s-1 has no document for PaymentRecorded',
    );
  });
});
