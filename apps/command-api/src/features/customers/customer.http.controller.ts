import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CustomerBody, CustomerIdParam, CustomerPageBody, type CustomerInput } from '@notary/contracts';
import type { z } from 'zod';
import { AsRequester, type Requester } from '../../core/http/requester';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { FindContact, FindCustomer, CustomerListPage, CustomersOf } from './customer.queries';
import { DeleteCustomer } from './delete-customer/delete-customer.command';
import { SaveCustomer } from './save-customer/save-customer.command';

/** /api/customerapi (spec 001 §7): the notary's customers (title companies, signing services...). */
@Controller('api/customerapi')
export class CustomerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('get')
  all(@OwnerId() ownerId: string) {
    return this.queries.execute(new CustomersOf(ownerId));
  }

  @Get('get/:id')
  one(@OwnerId() ownerId: string, @Param('id', new Validate(CustomerIdParam, 'id')) customerId: string) {
    return this.queries.execute(new FindCustomer(ownerId, customerId));
  }

  @ReadsOnly()
  @Post('getpage')
  @HttpCode(200)
  page(@OwnerId() ownerId: string, @Body(new Validate(CustomerPageBody)) body: z.output<typeof CustomerPageBody>) {
    return this.queries.execute(new CustomerListPage(ownerId, body));
  }

  @Get('getblank')
  blank() {
    return {
      Id: '',
      Revision: null,
      Name: '',
      Website: '',
      Inactive: false,
      Address1: '',
      Address2: '',
      City: '',
      State: '',
      Zip: '',
      PaymentTerms: null,
      Contacts: [],
    };
  }

  @Post('save')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(CustomerBody)) body: CustomerInput) {
    return this.commands.execute(new SaveCustomer(by, body));
  }

  @Post('delete/:id')
  @HttpCode(200)
  remove(@AsRequester() by: Requester, @Param('id', new Validate(CustomerIdParam, 'id')) customerId: string) {
    return this.commands.execute(new DeleteCustomer(by, customerId));
  }
}

/** /api/contactapi/get/{id}: one contact, with the customer it belongs to. */
@Controller('api/contactapi')
export class ContactController {
  constructor(private readonly queries: QueryBus) {}

  @Get('get/:id')
  one(@OwnerId() ownerId: string, @Param('id', new Validate(CustomerIdParam, 'id')) contactId: string) {
    return this.queries.execute(new FindContact(ownerId, contactId));
  }
}
