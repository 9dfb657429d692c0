import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RescissionDateAnswer } from '@notary/contracts';
import { rescissionDeadline } from '@notary/domain';

/** The rescission deadline of a loan signed on `signed` (YYYY-MM-DD), with the reasoning. */
export class RescissionDateOf extends Query<RescissionDateAnswer> {
  constructor(readonly signed: string) {
    super();
  }
}

/** The rule, in the one sentence the dialog shows under the reasoning. */
export const RESCISSION_RULE =
  'Regulation Z (12 CFR 1026.23): the borrower may rescind until midnight of the third business day after signing, ' +
  'counting every day except Sundays and federal public holidays.';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (iso: string) => WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
/** YYYY-MM-DD → MM/DD/YYYY, as the product shows dates. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Pure arithmetic over the calendar: no notary's data is read, so no owner either. */
@QueryHandler(RescissionDateOf)
export class RescissionDateOfHandler implements IQueryHandler<RescissionDateOf> {
  execute({ signed }: RescissionDateOf): Promise<RescissionDateAnswer> {
    const deadline = rescissionDeadline(signed);
    return Promise.resolve({
      StartDate: usDate(deadline.signed),
      RescissionDate: usDate(deadline.deadline),
      RescissionWeekday: weekdayOf(deadline.deadline),
      Days: deadline.days.map((day) => ({ Date: usDate(day.date), Weekday: weekdayOf(day.date).slice(0, 3), Counted: day.counted, Reason: day.reason })),
      Rule: RESCISSION_RULE,
    });
  }
}
