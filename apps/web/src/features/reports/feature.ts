import { REPORT_TITLES } from '@notary/contracts/wire-values';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { reportsLive } from './tags';

const ReportPage = lazyPage(() => import('./pages/ReportPage'));

/**
 * Reports (spec 000 §2): income, unpaid, by signing type, profit and loss, expenses, mileage, tax,
 * the tax summary and customers, each at /report/report/{kind}, previewed in the page and
 * downloadable as PDF, Excel and CSV.
 */
export const reportsFeature = defineFeature({
  name: 'reports',
  pages: [
    { path: '/report/report/:kind', Page: ReportPage },
    { path: '/Reports', Page: ReportPage },
  ],
  menu: [
    {
      kind: 'group',
      label: 'Reports',
      // A page with a bar chart on it.
      icon: 'M5 2.5h10v15H5zM8 14v-3M10 14V8M12 14v-5',
      items: (['income', 'unpaid', 'signingtype', 'pnl', 'expense', 'mileage', 'tax', 'summary', 'customer'] as const).map((kind) =>
        link(REPORT_TITLES[kind], `/report/report/${kind}`, `${REPORT_TITLES[kind]} report`),
      ),
    },
  ],
  live: reportsLive,
});
