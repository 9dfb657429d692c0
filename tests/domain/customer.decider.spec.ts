import { CUSTOMER_MESSAGES, customerDecider, type CustomerInput } from '@notary/domain';
import type { CustomerEvent } from '@notary/events';
import { given } from '../support/given-when-then';

const NO_ADDRESS = { Address1: '', Address2: '', City: '', State: '', Zip: '' };
const contact = { Id: 'c1', Name: 'Pat Lee', Phone: '512-555-0100', CellPhone: '', Fax: '', Email: 'pat@title.example' };
const input = (overrides: Partial<CustomerInput> = {}): CustomerInput => ({
  Name: 'Lone Star Title',
  Website: 'https://title.example',
  Inactive: false,
  ...NO_ADDRESS,
  Contacts: [contact],
  ...overrides,
});
const save = (overrides: Partial<CustomerInput> = {}) => ({ type: 'SaveCustomer', customerId: 'cust-1', ownerId: 'n1', input: input(overrides) }) as const;
const registered: CustomerEvent[] = [
  {
    type: 'CustomerRegistered',
    data: { CustomerId: 'cust-1', OwnerId: 'n1', Details: { Name: 'Lone Star Title', Website: 'https://title.example', Inactive: false, ...NO_ADDRESS } },
  },
  { type: 'ContactAdded', data: { CustomerId: 'cust-1', Contact: contact } },
];

describe('customers', () => {
  it('registers a customer with its contacts', () => {
    given(customerDecider).when(save()).then(registered);
  });

  it('needs a name', () => {
    given(customerDecider)
      .when(save({ Name: ' ' }))
      .thenFails('CUSTOMER.NAME_REQUIRED', CUSTOMER_MESSAGES.nameRequired);
  });

  it('records changed details and contacts only', () => {
    given(customerDecider, registered).when(save()).thenNothing();
    given(customerDecider, registered)
      .when(
        save({
          Inactive: true,
          Contacts: [
            { ...contact, CellPhone: '512-555-0199' },
            { Id: 'c2', Name: 'Sam', Phone: '', CellPhone: '', Fax: '', Email: '' },
          ],
        }),
      )
      .then([
        { type: 'CustomerDetailsChanged', data: { CustomerId: 'cust-1', Changes: { Inactive: true } } },
        { type: 'ContactChanged', data: { CustomerId: 'cust-1', Contact: { ...contact, CellPhone: '512-555-0199' } } },
        { type: 'ContactAdded', data: { CustomerId: 'cust-1', Contact: { Id: 'c2', Name: 'Sam', Phone: '', CellPhone: '', Fax: '', Email: '' } } },
      ]);
    given(customerDecider, registered)
      .when(save({ Contacts: [] }))
      .then([{ type: 'ContactRemoved', data: { CustomerId: 'cust-1', ContactId: 'c1' } }]);
  });

  it("records the customer's payment terms only when chosen; none is the notary's default", () => {
    // Registered on the default: no terms in the event, as before terms existed.
    given(customerDecider)
      .when(save({ PaymentTerms: null }))
      .then(registered);
    const details = { Name: 'Lone Star Title', Website: 'https://title.example', Inactive: false, ...NO_ADDRESS };
    given(customerDecider)
      .when(save({ PaymentTerms: 'Net15', Contacts: [] }))
      .then([{ type: 'CustomerRegistered', data: { CustomerId: 'cust-1', OwnerId: 'n1', Details: { ...details, PaymentTerms: 'Net15' } } }]);
    // A customer recorded before terms existed is on the default: saving it unchanged records nothing.
    given(customerDecider, registered)
      .when(save({ PaymentTerms: null }))
      .thenNothing();
    given(customerDecider, registered)
      .when(save({ PaymentTerms: 'Net45' }))
      .then([{ type: 'CustomerDetailsChanged', data: { CustomerId: 'cust-1', Changes: { PaymentTerms: 'Net45' } } }]);
    const onNet45: CustomerEvent[] = [...registered, { type: 'CustomerDetailsChanged', data: { CustomerId: 'cust-1', Changes: { PaymentTerms: 'Net45' } } }];
    given(customerDecider, onNet45)
      .when(save())
      .then([{ type: 'CustomerDetailsChanged', data: { CustomerId: 'cust-1', Changes: { PaymentTerms: null } } }]);
    given(customerDecider)
      .when(save({ PaymentTerms: 'Net60' as never }))
      .thenFails('CUSTOMER.PAYMENT_TERMS', CUSTOMER_MESSAGES.paymentTerms);
  });

  it('ignores an empty contact row', () => {
    given(customerDecider)
      .when(save({ Contacts: [{ Id: 'c9', Name: ' ', Phone: '', CellPhone: '', Fax: '', Email: '' }] }))
      .then([registered[0]]);
  });

  it('deletes a customer once', () => {
    given(customerDecider, registered)
      .when({ type: 'DeleteCustomer' })
      .then([{ type: 'CustomerDeleted', data: { CustomerId: 'cust-1' } }]);
    given(customerDecider, [...registered, { type: 'CustomerDeleted', data: { CustomerId: 'cust-1' } }])
      .when({ type: 'DeleteCustomer' })
      .thenFails('CUSTOMER.NOT_FOUND');
  });
});
