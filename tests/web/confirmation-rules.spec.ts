import { canSaveConfirmation, showsConfirmationStatus, signingState } from '../../apps/web/src/features/signings/confirmationRules';
import { localDateTimeNow } from '../../apps/web/src/shared/format';

// Spec 000 §4-5: a confirmed signing can only be saved by switching it to unconfirmed; the status
// control shows only for signings dated today or later.

describe('confirming a signing with the signer', () => {
  it('saves any entry on an unconfirmed signing, and on a confirmed one only a switch to unconfirmed', () => {
    expect(canSaveConfirmation(false, true)).toBe(true);
    expect(canSaveConfirmation(false, false)).toBe(true);
    expect(canSaveConfirmation(true, false)).toBe(true);
    expect(canSaveConfirmation(true, true)).toBe(false);
  });

  it('shows the confirmation status only for signings today or later', () => {
    expect(showsConfirmationStatus('2026-03-05', '2026-03-05')).toBe(true);
    expect(showsConfirmationStatus('2026-03-06', '2026-03-05')).toBe(true);
    expect(showsConfirmationStatus('2026-03-04', '2026-03-05')).toBe(false);
    expect(showsConfirmationStatus('2025-12-31', '2026-01-01')).toBe(false);
  });
});

describe('what the status pill says', () => {
  const at = (AppointmentDateTime: string, Confirmed: boolean, PaymentStatus: 'paid' | 'unpaid' | 'none') => ({
    AppointmentDateTime,
    Confirmed,
    PaymentStatus,
  });
  const now = '2026-11-24T14:00';

  it('before the signing starts: whether it is confirmed with the signer', () => {
    expect(signingState(at('2026-11-24T14:00', false, 'unpaid'), now)).toEqual({ text: 'Not confirmed', tone: 'plain' });
    expect(signingState(at('2026-12-01T09:00', true, 'unpaid'), now)).toEqual({ text: 'Confirmed', tone: 'good' });
  });

  it('once it has started: completed, and paid, unpaid or with nothing to pay, whatever its confirmation', () => {
    expect(signingState(at('2026-11-24T13:59', false, 'paid'), now)).toEqual({ text: 'Completed · Paid', tone: 'good' });
    expect(signingState(at('2026-03-05T14:30', false, 'unpaid'), now)).toEqual({ text: 'Completed · Unpaid', tone: 'owed' });
    expect(signingState(at('2026-03-05T14:30', true, 'none'), now)).toEqual({ text: 'Completed', tone: 'plain' });
  });

  it("reads the notary's local clock", () => {
    expect(localDateTimeNow(new Date(2026, 10, 24, 9, 5))).toBe('2026-11-24T09:05');
  });
});
