import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { CustomerState } from '@notary/domain';
import { notFound } from '@notary/domain';
import type { ReadModelCatalog } from '@notary/projection-runtime';
import { allCustomers, customerPage, findContact, findCustomer, OwnerScope, withoutStorageFields } from '@notary/read-models';
import { CurrentUser, type SignedInUser } from '../auth/decorators';
import { Meta, type RequestMeta } from '../http/command-context';
import { POSITION_HEADER } from '../http/read-your-writes.interceptor';
import { id, Validate } from '../http/validation';
import { CATALOG } from '../runtime/tokens';
import { CustomerCommands } from './customer-commands.service';
import { CustomerBody, CustomerPageBody } from './customer.schemas';

const customerView = (customerId: string, revision: number, state: CustomerState) => ({
  Id: customerId, Revision: revision, ...state.details!, Contacts: state.contacts,
});

/** /api/customerapi (spec 001 §7): the notary's customers (title companies, signing services...). */
@Controller('api/customerapi')
export class CustomerController {
  constructor(
    private readonly commands: CustomerCommands,
    @Inject(CATALOG) private readonly catalog: ReadModelCatalog,
  ) {}

  private scope(user: SignedInUser) {
    return new OwnerScope(this.catalog, user.userId);
  }

  @Get('get')
  async all(@CurrentUser() user: SignedInUser) {
    return (await allCustomers(this.scope(user))).map(withoutStorageFields);
  }

  @Get('get/:id')
  async one(@CurrentUser() user: SignedInUser, @Param('id', new Validate(id(), 'id')) customerId: string) {
    const customer = await findCustomer(this.scope(user), customerId);
    if (!customer) throw notFound('CUSTOMER.NOT_FOUND', 'Unable to load customer data');
    return withoutStorageFields(customer);
  }

  @Post('getpage')
  @HttpCode(200)
  async page(@CurrentUser() user: SignedInUser, @Body(new Validate(CustomerPageBody)) body: CustomerPageBody) {
    const page = await customerPage(this.scope(user), body);
    return { ...page, Customers: page.Customers.map(withoutStorageFields) };
  }

  @Get('getblank')
  blank() {
    return { Id: '', Revision: null, Name: '', Website: '', Inactive: false, Contacts: [] };
  }

  @Post('save')
  @HttpCode(200)
  async save(@CurrentUser() user: SignedInUser, @Body(new Validate(CustomerBody)) body: CustomerBody, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.commands.save(user.userId, body, meta);
    reply.header(POSITION_HEADER, String(result.position));
    return { ...customerView(result.customerId, result.revision, result.state), Position: result.position, Unchanged: result.events.length === 0 };
  }

  @Post('delete/:id')
  @HttpCode(200)
  async remove(@CurrentUser() user: SignedInUser, @Param('id', new Validate(id(), 'id')) customerId: string, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.commands.delete(user.userId, customerId, meta);
    reply.header(POSITION_HEADER, String(result.position));
    return { Id: customerId, Position: result.position };
  }
}

/** /api/contactapi/get/{id}: one contact, with the customer it belongs to. */
@Controller('api/contactapi')
export class ContactController {
  constructor(@Inject(CATALOG) private readonly catalog: ReadModelCatalog) {}

  @Get('get/:id')
  async one(@CurrentUser() user: SignedInUser, @Param('id', new Validate(id(), 'id')) contactId: string) {
    const contact = await findContact(new OwnerScope(this.catalog, user.userId), contactId);
    if (!contact) throw notFound('CONTACT.NOT_FOUND', 'The contact was not found.');
    return contact;
  }
}
