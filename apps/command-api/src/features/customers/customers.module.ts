import { Module } from '@nestjs/common';
import { ContactController, CustomerController } from './customer.http.controller';
import { CustomerListPageHandler, CustomersOfHandler, FindContactHandler, FindCustomerHandler } from './customer.queries';
import { DeleteCustomerHandler } from './delete-customer/delete-customer.handler';
import { SaveCustomerHandler } from './save-customer/save-customer.handler';

/** Customers: the title companies and signing services a notary works for, with their contacts. */
@Module({
  controllers: [CustomerController, ContactController],
  providers: [SaveCustomerHandler, DeleteCustomerHandler, CustomersOfHandler, CustomerListPageHandler, FindCustomerHandler, FindContactHandler],
})
export class CustomersModule {}
