import { EVENT_TYPES, type RecordedEvent } from '@notary/events';
import { DESCRIBED_EVENT_TYPES, describeEvent } from '@notary/read-models';
import { aNotarysLife } from './a-notary-s-life';
import { details, payment } from './fixtures';

const event = (type: string, data: unknown) => ({ type, data }) as Pick<RecordedEvent, 'type' | 'data'>;

describe('the admins’ history in words (describeEvent)', () => {
  it('has a sentence for every event type of the catalogue, and for nothing else', () => {
    expect(EVENT_TYPES.filter((type) => !DESCRIBED_EVENT_TYPES.includes(type))).toEqual([]);
    expect(DESCRIBED_EVENT_TYPES.filter((type) => !(EVENT_TYPES as string[]).includes(type))).toEqual([]);
  });

  it('says what each event of a notary’s life did, with no blanks or code in it', () => {
    const life = aNotarysLife();
    for (const recorded of life) {
      const sentence = describeEvent(recorded);
      expect(sentence).toMatch(/^\S.*\S$/);
      expect(sentence).not.toMatch(/undefined|NaN|\[object|null/);
      expect(sentence).not.toMatch(new RegExp(`^Recorded a ${recorded.type} event$`));
    }
  });

  it('speaks of signings, payments and expenses in the notary’s words', () => {
    const scheduled = event('SigningScheduled', {
      SigningId: 's-1',
      OwnerId: 'n',
      Details: details({
        FirstName: 'Maria',
        LastName: 'Peña',
        AppointmentDate: '2026-03-03',
        AppointmentTime: { Hour: 2, Minute: 0, AmPm: 'PM' },
        Amount: null,
      }),
    });
    expect(describeEvent(scheduled)).toBe('Scheduled a signing with Maria Peña on 3 March 2026 at 2:00 PM');
    expect(describeEvent(event('PaymentRecorded', { SigningId: 's-1', Payment: payment('p-1', 150, '2026-03-10', '1042') }))).toBe(
      'Recorded a payment of $150.00 paid on 10 March 2026 (check 1042)',
    );
    expect(
      describeEvent(
        event('ExpenseRecorded', {
          ExpenseId: 'e-1',
          OwnerId: 'n',
          Expense: { Date: '2026-04-02', Payee: 'Staples', Details: '', Amount: 1234.5, CategoryKey: 15, AppointmentId: null, AppointmentTypeId: null },
        }),
      ),
    ).toBe('Recorded an expense of $1,234.50 to Staples on 2 April 2026');
    expect(describeEvent(event('TrialExpired', { Reason: 'signings', ExpiredAt: '2026-03-01T00:00:00Z' }))).toBe('The trial ended: its signings were all used');
  });

  it('still says something of an event it cannot read: a type this build does not know, or an odd shape', () => {
    expect(describeEvent(event('SomethingNew', {}))).toBe('Recorded a SomethingNew event');
    expect(describeEvent(event('SigningScheduled', null))).toBe('Recorded a SigningScheduled event');
  });
});
