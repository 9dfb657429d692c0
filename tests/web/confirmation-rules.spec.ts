import { canSaveConfirmation, showsConfirmationStatus } from '../../apps/web/src/features/signings/confirmationRules';

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
