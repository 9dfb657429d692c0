import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Report, ReportKind } from '@notary/contracts';
import { expensesDated, findSettings, signingsDated, paymentsDated, tripsDated, type OwnerScope, type ReportPeriod } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { REPORTS } from './report-catalogue';
import { titleOf, type ReportInputName, type ReportInputs } from './report-kit';

/** A notary's report of one kind over a period, as figures and tables (the files are made from it). */
export class ReportOf extends Query<Report> {
  constructor(
    readonly ownerId: string,
    readonly kind: ReportKind,
    readonly period: ReportPeriod & { Label: string },
    readonly asOf: string,
    readonly generatedAt: string,
  ) {
    super();
  }
}

/**
 * What a report is made from, read through a notary's scope: today's read models, or the read
 * models replayed as they stood at some moment (the accountant's "as of"), by the same reads.
 */
export async function readReportInputs(
  scope: OwnerScope,
  needs: Iterable<ReportInputName>,
  period: ReportPeriod & { Label: string },
  asOf: string,
  generatedAt: string,
): Promise<ReportInputs> {
  const wanted = new Set(needs);
  // One read after the other: the signings yield between months, so no read holds the event loop long.
  const settings = await findSettings(scope);
  const signings = wanted.has('signings') ? await signingsDated(scope, period) : [];
  const payments = wanted.has('payments') ? await paymentsDated(scope, period) : [];
  const expenses = wanted.has('expenses') ? await expensesDated(scope, period) : [];
  const trips = wanted.has('trips') ? await tripsDated(scope, period) : [];
  const profile = settings?.Profile;
  return {
    period,
    asOf,
    generatedAt,
    preparedFor: [profile?.Name, profile?.Company].filter(Boolean).join(', ') || profile?.Email || '',
    signings,
    payments,
    expenses,
    trips,
    workTypes: new Map((settings?.WorkTypes ?? []).map((type) => [type.Id, type])),
    categories: new Map((settings?.Categories ?? []).map((category) => [category.Id, category.Description])),
    ownMileageRate: settings?.Preferences.MileageRate ?? null,
  };
}

/** The report of one kind made from its inputs. */
export function buildReport(kind: ReportKind, inputs: ReportInputs): Report {
  const built = REPORTS[kind].build(inputs);
  const { period, preparedFor, generatedAt } = inputs;
  return { Kind: kind, Title: titleOf(kind), Period: period, PreparedFor: preparedFor, GeneratedAt: generatedAt, ...built };
}

@QueryHandler(ReportOf)
export class ReportOfHandler implements IQueryHandler<ReportOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, kind, period, asOf, generatedAt }: ReportOf): Promise<Report> {
    const inputs = await readReportInputs(this.reads.of(ownerId), REPORTS[kind].needs, period, asOf, generatedAt);
    return buildReport(kind, inputs);
  }
}
