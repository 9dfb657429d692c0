import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  RecurringExpenseBody,
  RecurringExpenseIdParam,
  RecurringListQuery,
  type RecurringExpenseInput,
  type RecurringExpenseValidation,
} from '@notary/contracts';
import { checkRecurringTerms, DomainError } from '@notary/domain';
import { ReadsOnly } from '../../core/auth/trial-write.guard';
import { ApiError } from '../../core/http/api-error';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { DeleteRecurringExpense } from './delete-recurring-expense/delete-recurring-expense.command';
import { termsOf } from './recurring-expense-answer';
import { RecurringExpensesOf } from './recurring-expense.queries';
import { SaveRecurringExpense } from './save-recurring-expense/save-recurring-expense.command';

const validBody = new Validate(RecurringExpenseBody);

/**
 * The recurring-expense calls of /api/expenseapi (spec 001 §7): saverecurring, deleterecurring/{id},
 * getrecurring and validaterecurring. The expenses they record are ordinary expenses.
 */
@Controller('api/expenseapi')
export class RecurringExpenseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `?today=YYYY-MM-DD`: the notary's date, for each one's status (else each one's own zone). */
  @Get('getrecurring')
  all(@OwnerId() ownerId: string, @Query(new Validate(RecurringListQuery)) query: { today: string | null }) {
    return this.queries.execute(new RecurringExpensesOf(ownerId, query.today));
  }

  @Post('saverecurring')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(validBody) body: RecurringExpenseInput) {
    return this.commands.execute(new SaveRecurringExpense(by, body));
  }

  @Post('deleterecurring/:id')
  @HttpCode(200)
  remove(@AsRequester() by: Requester, @Param('id', new Validate(RecurringExpenseIdParam, 'id')) id: string) {
    return this.commands.execute(new DeleteRecurringExpense(by, id));
  }

  /** Whether the dialog's recurring expense may be saved: every broken rule by field, never a 400. */
  @ReadsOnly()
  @Post('validaterecurring')
  @HttpCode(200)
  validate(@OwnerId() _ownerId: string, @Body() raw: unknown): RecurringExpenseValidation {
    try {
      checkRecurringTerms(termsOf(validBody.transform(raw)));
      return { IsValid: true, Errors: {} };
    } catch (error) {
      if (error instanceof ApiError || error instanceof DomainError) {
        const errors = error instanceof DomainError ? (error.errors ?? {}) : ((error.body.Errors as Record<string, string> | undefined) ?? {});
        return { IsValid: false, Errors: errors };
      }
      throw error;
    }
  }
}
