import { deterministicId } from '@notary/platform';
import { sessionRef } from '../../apps/command-api/src/core/auth/session.service';

/**
 * Ids and references derived by hashing must never change from one version to the next: a command
 * retried across an upgrade derives its event ids again (the log's idempotent append relies on it),
 * and a stored session is found by the hash of its cookie. The values below were derived before the
 * hashing moved to the one-shot digest (2026-12-07); any change to how they are made fails here.
 */
describe('derived ids', () => {
  it('derives the same version-5 UUID from the same parts, as it always has', () => {
    expect(deterministicId('cmd-7f3a', 'signing-42', '0')).toBe('dc34f11f-7224-5129-845f-eb70f3e816ba');
    expect(deterministicId('Peña')).toBe('d6b090ac-7d50-5847-87c5-fca8ea3f8699');
    expect(deterministicId('cmd-7f3a', 'signing-42', '1')).not.toBe(deterministicId('cmd-7f3a', 'signing-42', '0'));
    // The parts are separated, not glued: ('ab', 'c') and ('a', 'bc') are different names.
    expect(deterministicId('ab', 'c')).not.toBe(deterministicId('a', 'bc'));
  });

  it('keys a session by the SHA-256 of its cookie, as stored sessions were', () => {
    expect(sessionRef('session-token-1')).toBe('39662660fc60f6da70c904ca4cdba99aad46854853fed9e0e24e5ba1ded2ca17');
  });
});
