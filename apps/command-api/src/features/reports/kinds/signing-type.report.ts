import { chart, col, figure, figures, groupBy, sumDollars, table, workTypeNameOf, type ReportBuilder } from '../report-kit';

/** Signing Type: the period's signings by type of work and by category: how many, billed, paid, owed. */
export const signingTypeReport: ReportBuilder = {
  kind: 'signingtype',
  needs: ['signings'],
  build(inputs) {
    const categoryOf = (id: number | null | undefined) => (id ? (inputs.categories.get(id) ?? `Category ${id}`) : 'No category');
    const line = (signings: typeof inputs.signings) => {
      const billed = sumDollars(signings.map((signing) => signing.Amount ?? 0));
      return {
        Signings: signings.length,
        Billed: billed,
        Paid: sumDollars(signings.map((signing) => signing.AmountPaid)),
        Balance: sumDollars(signings.map((signing) => signing.Balance)),
        AverageFee: signings.length ? Math.round((billed / signings.length) * 100) / 100 : 0,
      };
    };
    const typeRows = [...groupBy(inputs.signings, (signing) => `${workTypeNameOf(inputs, signing)}\u0000${categoryOf(signing.AppointmentTypeCategoryId)}`)]
      .map(([key, signings]) => {
        const [TypeOfWork, Category] = key.split('\u0000') as [string, string];
        return { TypeOfWork, Category, ...line(signings) };
      })
      .sort((a, b) => b.Billed - a.Billed || a.TypeOfWork.localeCompare(b.TypeOfWork));
    const categoryRows = [...groupBy(inputs.signings, (signing) => categoryOf(signing.AppointmentTypeCategoryId))]
      .map(([Category, signings]) => ({ Category, ...line(signings) }))
      .sort((a, b) => b.Billed - a.Billed || a.Category.localeCompare(b.Category));
    const figuresColumns = [
      col('Signings', 'Signings', 'count'),
      col('Billed', 'Billed', 'money'),
      col('Paid', 'Paid', 'money'),
      col('Balance', 'Balance', 'money'),
      col('AverageFee', 'Average fee', 'money'),
    ];
    const summed = { label: 'Total', keys: ['Signings', 'Billed', 'Paid', 'Balance'] };
    const byType = table('By type of work', [col('TypeOfWork', 'Type of work'), col('Category', 'Category'), ...figuresColumns], typeRows, summed);
    const byCategory = table('By category', [col('Category', 'Category'), ...figuresColumns], categoryRows, summed);
    const totals = byType.Totals!.Values;
    return {
      ...figures([
        figure('Signings', 'Signings', totals.Signings!, 'count'),
        figure('Billed', 'Billed', totals.Billed!, 'money', 'The amounts of the signings dated in the period'),
        figure('Paid', 'Paid', totals.Paid!, 'money', 'What has been paid on them to date'),
        figure('Balance', 'Balance', totals.Balance!, 'money', 'What they still owe'),
      ]),
      Notes: ['A type of work renamed since is shown by its name today; one deleted keeps the name it had on the signing.'],
      Tables: [byType, byCategory],
      Charts: typeRows.length
        ? [
            chart(
              'pie',
              'Billed by type of work',
              typeRows.map((row) => row.TypeOfWork),
              [{ Name: 'Billed', Data: typeRows.map((row) => row.Billed) }],
            ),
          ]
        : [],
    };
  },
};
