import { Module } from '@nestjs/common';
import { ExpenseTypeController, ExpenseTypesOfHandler, SaveExpenseTypesHandler } from './expense-types';

/** The expense types: the standard ones on their Schedule C lines, and the notary's own. */
@Module({ controllers: [ExpenseTypeController], providers: [ExpenseTypesOfHandler, SaveExpenseTypesHandler] })
export class ExpenseTypesModule {}
