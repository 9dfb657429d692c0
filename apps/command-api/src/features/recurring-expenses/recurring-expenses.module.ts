import { Module } from '@nestjs/common';
import { DeleteRecurringExpenseHandler } from './delete-recurring-expense/delete-recurring-expense.handler';
import { RecurringExpenseController } from './recurring-expense.http.controller';
import { RecurringExpensesOfHandler } from './recurring-expense.queries';
import { SaveRecurringExpenseHandler } from './save-recurring-expense/save-recurring-expense.handler';

/** Recurring expenses: rent, subscriptions, dues, recorded as expenses each time they fall due. */
@Module({
  controllers: [RecurringExpenseController],
  providers: [SaveRecurringExpenseHandler, DeleteRecurringExpenseHandler, RecurringExpensesOfHandler],
})
export class RecurringExpensesModule {}
