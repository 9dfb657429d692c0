import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Expense, ExpensePage, PayeeList, SigningExpenses } from '@notary/contracts';
import { fromCents, sumMoney } from '@notary/domain';
import { expensePage, expensesOfSigning, findExpense, payeesUsed, type ExpenseListRequest } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { expenseFromDocument, expenseNotFound } from './expense-answer';

export class ExpensePageOf extends Query<ExpensePage> {
  constructor(
    readonly ownerId: string,
    readonly request: ExpenseListRequest,
  ) {
    super();
  }
}

export class FindExpense extends Query<Expense> {
  constructor(
    readonly ownerId: string,
    readonly expenseId: string,
  ) {
    super();
  }
}

export class ExpensesOfSigning extends Query<SigningExpenses> {
  constructor(
    readonly ownerId: string,
    readonly signingId: string,
  ) {
    super();
  }
}

export class PayeesOf extends Query<PayeeList> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(ExpensePageOf)
export class ExpensePageOfHandler implements IQueryHandler<ExpensePageOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, request }: ExpensePageOf): Promise<ExpensePage> {
    const page = await expensePage(this.reads.of(ownerId), request);
    return {
      Expenses: page.Expenses.map(expenseFromDocument),
      TotalCount: page.TotalCount,
      PageNumber: request.PageNumber,
      PageSize: request.PageSize,
      TotalAmount: fromCents(page.TotalCents),
    };
  }
}

@QueryHandler(FindExpense)
export class FindExpenseHandler implements IQueryHandler<FindExpense> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, expenseId }: FindExpense): Promise<Expense> {
    const expense = await findExpense(this.reads.of(ownerId), expenseId);
    if (!expense) throw expenseNotFound();
    return expenseFromDocument(expense);
  }
}

@QueryHandler(ExpensesOfSigning)
export class ExpensesOfSigningHandler implements IQueryHandler<ExpensesOfSigning> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, signingId }: ExpensesOfSigning): Promise<SigningExpenses> {
    const expenses = (await expensesOfSigning(this.reads.of(ownerId), signingId)).map(expenseFromDocument);
    return { Expenses: expenses, TotalAmount: sumMoney(expenses.map((expense) => expense.Amount)) };
  }
}

@QueryHandler(PayeesOf)
export class PayeesOfHandler implements IQueryHandler<PayeesOf> {
  constructor(private readonly reads: ReadModels) {}

  execute({ ownerId }: PayeesOf): Promise<PayeeList> {
    return payeesUsed(this.reads.of(ownerId));
  }
}
