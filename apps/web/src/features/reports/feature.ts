import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import type { MenuItem } from '../../app/shell/menu';
import { reportPath, reports, reportWindowName, type ReportName } from './reports';

const inMenu: ReportName[] = ['income', 'unpaid', 'signingtype', 'pnl', 'expense', 'mileage', 'tax', 'summary'];

const reportItem = (name: ReportName): MenuItem<never> => ({
  kind: 'window',
  label: reports[name],
  to: reportPath(name),
  windowName: reportWindowName(name),
  name: `${reports[name]} report`,
});

export const reportsFeature = defineFeature({
  name: 'reports',
  pages: [
    { path: '/IncomeReport', Page: lazyPage(() => import('./pages/IncomeReportPage')) },
    // Reports open in their own window, without the menu.
    { path: '/report/report/:name', Page: lazyPage(() => import('./pages/ReportWindowPage')), frame: 'window' },
  ],
  menu: [{ kind: 'group', label: 'Reports', icon: 'M4 17V9M9 17V4M14 17v-6M2 17h16', items: inMenu.map(reportItem) }],
});
