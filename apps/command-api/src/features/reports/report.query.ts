import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Report, ReportKind } from '@notary/contracts';
import { expensesDated, findSettings, signingsDated, paymentsDated, tripsDated, type ReportPeriod } from '@notary/read-models';
import { ReadModels } from '../../core/read-models';
import { REPORTS } from './report-catalogue';
import { titleOf, type ReportInputs } from './report-kit';

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

@QueryHandler(ReportOf)
export class ReportOfHandler implements IQueryHandler<ReportOf> {
  constructor(private readonly reads: ReadModels) {}

  async execute({ ownerId, kind, period, asOf, generatedAt }: ReportOf): Promise<Report> {
    const builder = REPORTS[kind];
    const scope = this.reads.of(ownerId);
    const needs = new Set(builder.needs);
    // One read after the other: the signings yield between months, so no read holds the event loop long.
    const settings = await findSettings(scope);
    const signings = needs.has('signings') ? await signingsDated(scope, period) : [];
    const payments = needs.has('payments') ? await paymentsDated(scope, period) : [];
    const expenses = needs.has('expenses') ? await expensesDated(scope, period) : [];
    const trips = needs.has('trips') ? await tripsDated(scope, period) : [];
    const profile = settings?.Profile;
    const inputs: ReportInputs = {
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
    const built = builder.build(inputs);
    return { Kind: kind, Title: titleOf(kind), Period: period, PreparedFor: inputs.preparedFor, GeneratedAt: generatedAt, ...built };
  }
}
