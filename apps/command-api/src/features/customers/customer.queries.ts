import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContactAnswer, Customer, CustomerDetailsAnswer, CustomerPage } from '@notary/contracts';
import { notFound } from '@notary/domain';
import {
  allCustomers,
  countSigningsOfCustomer,
  customerPage,
  findContact,
  findCustomer,
  type CustomerDocument,
  type CustomerPageRequest,
} from '@notary/read-models';
import { ReadModels } from '../../core/read-models';

/** A customer document as the wire shows it: without the storage and search fields. */
const shown = ({ _id, _position, SearchText, PaymentTerms, ...customer }: CustomerDocument): Customer => ({ ...customer, PaymentTerms: PaymentTerms ?? null });

/** Every customer (the pickers), or one page of them by name (the customers list). */
export class CustomersOf extends Query<Customer[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
export class CustomerListPage extends Query<CustomerPage> {
  constructor(
    readonly ownerId: string,
    readonly request: CustomerPageRequest,
  ) {
    super();
  }
}
/** One customer, with how many signings name it (the delete dialog says so). */
export class FindCustomer extends Query<CustomerDetailsAnswer> {
  constructor(
    readonly ownerId: string,
    readonly customerId: string,
  ) {
    super();
  }
}
export class FindContact extends Query<ContactAnswer> {
  constructor(
    readonly ownerId: string,
    readonly contactId: string,
  ) {
    super();
  }
}

@QueryHandler(CustomersOf)
export class CustomersOfHandler implements IQueryHandler<CustomersOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: CustomersOf): Promise<Customer[]> {
    return (await allCustomers(this.reads.of(ownerId))).map(shown);
  }
}

@QueryHandler(CustomerListPage)
export class CustomerListPageHandler implements IQueryHandler<CustomerListPage> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, request }: CustomerListPage): Promise<CustomerPage> {
    const page = await customerPage(this.reads.of(ownerId), request);
    return { ...page, Customers: page.Customers.map(shown) };
  }
}

@QueryHandler(FindCustomer)
export class FindCustomerHandler implements IQueryHandler<FindCustomer> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, customerId }: FindCustomer): Promise<CustomerDetailsAnswer> {
    const scope = this.reads.of(ownerId);
    const customer = await findCustomer(scope, customerId);
    if (!customer) throw notFound('CUSTOMER.NOT_FOUND', 'Unable to load customer data');
    return { ...shown(customer), SigningCount: await countSigningsOfCustomer(scope, customerId) };
  }
}

@QueryHandler(FindContact)
export class FindContactHandler implements IQueryHandler<FindContact> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, contactId }: FindContact): Promise<ContactAnswer> {
    const contact = await findContact(this.reads.of(ownerId), contactId);
    if (!contact) throw notFound('CONTACT.NOT_FOUND', 'The contact was not found.');
    return contact;
  }
}
