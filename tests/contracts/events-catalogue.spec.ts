import {
  currentSchemaVersion,
  CUSTOMER_EVENT_TYPES,
  EVENT_CATALOGUE,
  EVENT_TYPES,
  eventTypesOf,
  schemaVersioning,
  SIGNING_EVENT_TYPES,
  upcast,
  type RecordedEvent,
} from '@notary/events';

const recorded = (type: string, data: unknown, schemaVersion: number): RecordedEvent => ({
  id: 'e-1',
  type,
  data,
  streamId: 's-1',
  revision: 0,
  position: 1,
  recordedAt: '2025-01-01T00:00:00.000Z',
  metadata: { ownerId: 'o', actorId: 'o', correlationId: 'c', causationId: 'c', commandId: 'c', occurredAt: '2025-01-01T00:00:00.000Z', schemaVersion },
});

describe('the events catalogue', () => {
  it('lists every event type once, with the stream it is written to and the version written today', () => {
    expect(EVENT_TYPES).toHaveLength(new Set(EVENT_TYPES).size);
    expect(EVENT_CATALOGUE.RoleGranted).toEqual({ stream: 'account', version: 1 });
    expect(EVENT_CATALOGUE.UserRegistered).toMatchObject({ stream: 'account', version: 2 });
    expect(currentSchemaVersion('SigningScheduled')).toBe(1);
    expect(SIGNING_EVENT_TYPES).toEqual([
      'SigningScheduled',
      'SigningDetailsChanged',
      'SigningRescheduled',
      'PaymentRecorded',
      'PaymentCorrected',
      'PaymentRemoved',
      'SigningConfirmationRecorded',
      'InvoiceSaved',
      'AddedToBatchInvoice',
      'SigningRetyped',
      'SigningDeleted',
    ]);
    expect(CUSTOMER_EVENT_TYPES).toEqual([
      'CustomerRegistered',
      'CustomerDetailsChanged',
      'ContactAdded',
      'ContactChanged',
      'ContactRemoved',
      'CustomerDeleted',
    ]);
    expect(eventTypesOf('sign-ins')).toEqual(['UserLoggedIn', 'LoginFailed', 'UserLoggedOut']);
  });

  it('has an upcaster from every older version of every type (checked when it loads)', () => {
    expect(() => schemaVersioning(EVENT_CATALOGUE)).not.toThrow();
    expect(() => schemaVersioning({ Gap: { stream: 'x', version: 3, upcasters: { 1: (data) => data } } })).toThrow(
      'Gap is at schema version 3 but has no upcaster from version 2',
    );
  });

  it('lifts the account events of version 1 to version 2 without the password hash they carried', () => {
    const old = recorded('UserRegistered', { UserId: 'u', Email: 'ann@example.com', PasswordHash: '$argon2id$...', UserType: 0, RegisteredAt: 't' }, 1);
    expect(upcast(old)).toMatchObject({ data: { UserId: 'u', Email: 'ann@example.com', UserType: 0, RegisteredAt: 't' }, metadata: { schemaVersion: 2 } });
    expect(upcast(old).data).not.toHaveProperty('PasswordHash');
    expect(upcast(recorded('PasswordChanged', { PasswordHash: '$argon2id$...', ChangedAt: 't' }, 1)).data).toEqual({ ChangedAt: 't' });
  });

  it('gives a customer registered before addresses an empty address', () => {
    const old = recorded('CustomerRegistered', { CustomerId: 'c', OwnerId: 'o', Details: { Name: 'Acme', Website: '', Inactive: false } }, 1);
    expect(upcast(old).data).toEqual({
      CustomerId: 'c',
      OwnerId: 'o',
      Details: { Name: 'Acme', Website: '', Inactive: false, Address1: '', Address2: '', City: '', State: '', Zip: '' },
    });
  });

  it('leaves current events, unknown types and events of a newer release as they are', () => {
    const current = recorded('SigningDeleted', { SigningId: 's' }, 1);
    expect(upcast(current)).toBe(current);
    const unknown = recorded('NotInTheCatalogue', {}, 1);
    expect(upcast(unknown)).toBe(unknown);
    expect(currentSchemaVersion('NotInTheCatalogue')).toBe(1);
  });

  it('lifts an old event one version at a time, and says which version it now has', () => {
    const { upcast: lift } = schemaVersioning({
      UserRegistered: {
        stream: 'account',
        version: 3,
        upcasters: {
          1: (data) => ({ ...(data as object), UserType: 1 }),
          2: (data) => {
            const { PasswordHash: _dropped, ...rest } = data as { PasswordHash: string };
            return rest;
          },
        },
      },
    });
    const old = recorded('UserRegistered', { UserId: 'u', PasswordHash: 'argon2id$...' }, 1);
    const lifted = lift(old);
    expect(lifted.data).toEqual({ UserId: 'u', UserType: 1 });
    expect(lifted.metadata.schemaVersion).toBe(3);
    expect(old.data).toEqual({ UserId: 'u', PasswordHash: 'argon2id$...' });
  });
});
