import { customerStream } from '@notary/events';
import { CUSTOMERS, customersProjection } from '@notary/read-models';
import { projectionSpec } from '../support/projection-spec';
import { contact, notaryLog, OWNER } from './fixtures';

const spec = projectionSpec(customersProjection);

describe('the customers read model', () => {
  it('registers a customer with its contacts, sort name and revision', async () => {
    const log = notaryLog();
    const registered = log.customerRegistered('c-1', 'First Title Co');
    const added = log.record(customerStream('c-1'), { type: 'ContactAdded', data: { CustomerId: 'c-1', Contact: contact('k-1', 'Pat Closer') } });
    const given = spec.given(registered, added);
    await given.then(CUSTOMERS, [
      {
        _id: 'c-1',
        Id: 'c-1',
        OwnerId: OWNER,
        Revision: 1,
        Name: 'First Title Co',
        SortName: 'first title co',
        Website: '',
        Inactive: false,
        Address1: '',
        Address2: '',
        City: '',
        State: '',
        Zip: '',
        SearchText: 'first title co pat closer',
        Contacts: [contact('k-1', 'Pat Closer')],
        CreatedAt: registered.metadata.occurredAt,
        UpdatedAt: added.metadata.occurredAt,
      },
    ]);
    await given.thenAnnounced([
      { kind: 'customer.saved', id: 'c-1' },
      { kind: 'customer.saved', id: 'c-1' },
    ]);
  });

  it('follows changed details and contacts changed or removed', async () => {
    const log = notaryLog();
    const stream = customerStream('c-1');
    const events = [
      log.customerRegistered('c-1', 'First Title Co'),
      log.record(stream, { type: 'ContactAdded', data: { CustomerId: 'c-1', Contact: contact('k-1', 'Pat') } }),
      log.record(stream, { type: 'ContactAdded', data: { CustomerId: 'c-1', Contact: contact('k-2', 'Sam') } }),
      log.record(stream, { type: 'ContactChanged', data: { CustomerId: 'c-1', Contact: { ...contact('k-1', 'Pat Jones'), Phone: '555-0101' } } }),
      log.record(stream, { type: 'ContactRemoved', data: { CustomerId: 'c-1', ContactId: 'k-2' } }),
      log.record(stream, { type: 'CustomerDetailsChanged', data: { CustomerId: 'c-1', Changes: { Name: 'Zenith Title', Inactive: true } } }),
    ];
    const [customer] = await spec.given(...events).documents(CUSTOMERS);
    expect(customer).toMatchObject({
      Name: 'Zenith Title',
      SortName: 'zenith title',
      Inactive: true,
      Revision: 5,
      Contacts: [{ ...contact('k-1', 'Pat Jones'), Phone: '555-0101' }],
      CreatedAt: events[0].metadata.occurredAt,
      UpdatedAt: events[5].metadata.occurredAt,
    });
  });

  it('keeps the address, and searches name, address and contacts without case or accents', async () => {
    const log = notaryLog();
    const registered = log.record(customerStream('c-2'), {
      type: 'CustomerRegistered',
      data: {
        CustomerId: 'c-2',
        OwnerId: OWNER,
        Details: { Name: 'Título Peña', Website: '', Inactive: false, Address1: '12 Río Rd', Address2: '', City: 'San José', State: 'CA', Zip: '95112' },
      },
    });
    const [customer] = await spec.given(registered).documents(CUSTOMERS);
    expect(customer).toMatchObject({
      Address1: '12 Río Rd',
      City: 'San José',
      State: 'CA',
      Zip: '95112',
      SearchText: 'titulo pena 12 rio rd san jose ca 95112',
    });
  });

  it("keeps the customer's own payment terms, and none once it is back on the notary's default", async () => {
    const log = notaryLog();
    const stream = customerStream('c-3');
    const registered = log.record(stream, {
      type: 'CustomerRegistered',
      data: {
        CustomerId: 'c-3',
        OwnerId: OWNER,
        Details: { Name: 'Quick Pay', Website: '', Inactive: false, Address1: '', Address2: '', City: '', State: '', Zip: '', PaymentTerms: 'Net15' },
      },
    });
    expect((await spec.given(registered).documents(CUSTOMERS))[0]).toMatchObject({ PaymentTerms: 'Net15' });
    const cleared = log.record(stream, { type: 'CustomerDetailsChanged', data: { CustomerId: 'c-3', Changes: { PaymentTerms: null } } });
    const [customer] = await spec.given(registered, cleared).documents(CUSTOMERS);
    expect(customer).not.toHaveProperty('PaymentTerms');
  });

  it('removes a deleted customer and announces it', async () => {
    const log = notaryLog();
    const given = spec.given(
      log.customerRegistered('c-1', 'Gone Title'),
      log.customerRegistered('c-2', 'Kept Title'),
      log.record(customerStream('c-1'), { type: 'CustomerDeleted', data: { CustomerId: 'c-1' } }),
    );
    expect((await given.documents(CUSTOMERS)).map((c) => c._id)).toEqual(['c-2']);
    await given.thenAnnounced([
      { kind: 'customer.saved', id: 'c-1' },
      { kind: 'customer.saved', id: 'c-2' },
      { kind: 'customer.deleted', id: 'c-1' },
    ]);
  });

  it('stops, naming the event, when a customer event finds no customer (never registered, or deleted)', async () => {
    const log = notaryLog();
    await expect(spec.given(log.customerRenamed('ghost', 'Nobody')).documents(CUSTOMERS)).rejects.toThrow(
      'Customer ghost has no document for CustomerDetailsChanged',
    );
  });
});
