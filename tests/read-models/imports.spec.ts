import { signingImportsStream, type ImportedSigningRow } from '@notary/events';
import { PENDING_IMPORTS, pendingImportsProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(pendingImportsProjection);
const row = (ImportId: string, Row: number, SignerLastName: string): ImportedSigningRow => ({
  ImportId,
  Row,
  AppointmentDate: '2026-03-05',
  AppointmentTime: null,
  OrderNumber: '',
  InvoiceNumber: '',
  Address1: '',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  Zip: '',
  Amount: 125,
  SignerFirstName: 'Ana',
  SignerLastName,
  SignerPhone: '',
  SignerEmail: '',
  CoSignerFirstName: '',
  CoSignerLastName: '',
  CoSignerPhone: '',
  CoSignerEmail: '',
});

describe('the pending imports read model', () => {
  it('keeps each imported row until it is accepted or discarded, and announces each change', async () => {
    const log = notaryLog();
    const stream = signingImportsStream(OWNER);
    const imported = log.record(stream, {
      type: 'SigningsImported',
      data: { OwnerId: OWNER, FileName: 'old.csv', Rows: [row('i1', 2, 'Rivera'), row('i2', 3, 'Ortiz'), row('i3', 4, 'Young')] },
    });
    const accepted = log.record(stream, { type: 'ImportedSigningAccepted', data: { ImportId: 'i1', SigningId: 's1' } });
    const discarded = log.record(stream, { type: 'ImportedSigningDiscarded', data: { ImportId: 'i3' } });
    const { ImportId: _, ...left } = row('i2', 3, 'Ortiz');
    const life = spec.given(imported, accepted, discarded);
    await life.then(PENDING_IMPORTS, [{ _id: 'i2', Id: 'i2', OwnerId: OWNER, FileName: 'old.csv', ImportedAt: imported.metadata.occurredAt, ...left }]);
    await life.thenAnnounced([
      { kind: 'imports.changed', id: 'i1' },
      { kind: 'imports.changed', id: 'i1' },
      { kind: 'imports.changed', id: 'i3' },
    ]);
  });
});
