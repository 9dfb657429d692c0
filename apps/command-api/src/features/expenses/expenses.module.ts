import { Module } from '@nestjs/common';
import { AttachReceiptHandler } from './attach-receipt/attach-receipt.handler';
import { DeleteExpenseHandler } from './delete-expense/delete-expense.handler';
import { ExpenseController } from './expense.http.controller';
import { ExpensePageOfHandler, ExpensesOfSigningHandler, FindExpenseHandler, PayeesOfHandler } from './expense.queries';
import { ReceiptIntake } from './receipt-intake';
import { SaveExpenseHandler } from './save-expense/save-expense.handler';

/** Expenses with their receipts: what the notary spent, on which Schedule C line, for which signing. */
@Module({
  controllers: [ExpenseController],
  providers: [
    SaveExpenseHandler,
    DeleteExpenseHandler,
    AttachReceiptHandler,
    ExpensePageOfHandler,
    FindExpenseHandler,
    ExpensesOfSigningHandler,
    PayeesOfHandler,
    ReceiptIntake,
  ],
})
export class ExpensesModule {}
