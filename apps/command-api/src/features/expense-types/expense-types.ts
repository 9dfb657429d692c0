import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, Query, QueryBus, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ExpenseTypesBody, type ExpenseTypeList, type ExpenseTypesSaved } from '@notary/contracts';
import { expenseTypesOf, SCHEDULE_C_LINE_IDS, SCHEDULE_C_LINES, settingsDecider } from '@notary/domain';
import { settingsStream, type CustomExpenseType } from '@notary/events';
import { findSettings } from '@notary/read-models';
import type { z } from 'zod';
import { CommandKit } from '../../core/commands/command-kit';
import { OwnerId } from '../../core/http/owner';
import { AsRequester, type Requester } from '../../core/http/requester';
import { Validate } from '../../core/http/validation';
import { ReadModels } from '../../core/read-models';

/** Every type (standard first, then the notary's own, deleted ones flagged) and the lines to choose from. */
export function expenseTypeList(custom: readonly CustomExpenseType[] | undefined): ExpenseTypeList {
  return {
    ExpenseTypes: expenseTypesOf(custom).map((type) => ({ ...type, ScheduleCLineTitle: SCHEDULE_C_LINES[type.ScheduleCLine].Title })),
    Lines: SCHEDULE_C_LINE_IDS.map((line) => ({ Line: line, ...SCHEDULE_C_LINES[line] })),
  };
}

export class ExpenseTypesOf extends Query<ExpenseTypeList> {
  constructor(readonly ownerId: string) {
    super();
  }
}

export class SaveExpenseTypes extends Command<ExpenseTypesSaved> {
  constructor(
    readonly by: Requester,
    readonly body: z.output<typeof ExpenseTypesBody>,
  ) {
    super();
  }
}

@QueryHandler(ExpenseTypesOf)
export class ExpenseTypesOfHandler implements IQueryHandler<ExpenseTypesOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId }: ExpenseTypesOf): Promise<ExpenseTypeList> {
    return expenseTypeList((await findSettings(this.reads.of(ownerId)))?.ExpenseTypes);
  }
}

/** The custom types are part of the notary's settings stream: one history of their settings. */
@CommandHandler(SaveExpenseTypes)
export class SaveExpenseTypesHandler implements ICommandHandler<SaveExpenseTypes> {
  constructor(private readonly kit: CommandKit) {}

  async execute({ by, body }: SaveExpenseTypes): Promise<ExpenseTypesSaved> {
    const result = await this.kit.decide(
      settingsStream(by.ownerId),
      settingsDecider,
      { type: 'SaveExpenseTypes', changes: body.ExpenseTypes },
      this.kit.context(by),
    );
    return { ...expenseTypeList(result.state.ExpenseTypes), Position: result.position };
  }
}

/** /api/expensetypeapi (spec 001 §7): the expense types, each on its Schedule C line. */
@Controller('api/expensetypeapi')
export class ExpenseTypeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('get')
  all(@OwnerId() ownerId: string) {
    return this.queries.execute(new ExpenseTypesOf(ownerId));
  }

  @Post('save')
  @HttpCode(200)
  save(@AsRequester() by: Requester, @Body(new Validate(ExpenseTypesBody)) body: z.output<typeof ExpenseTypesBody>) {
    return this.commands.execute(new SaveExpenseTypes(by, body));
  }
}
