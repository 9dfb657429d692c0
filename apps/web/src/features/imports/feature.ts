import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazyPage';
import { link } from '../../app/shell/menu';
import { importsLive } from './tags';

/**
 * Tools → Import Data (spec 000 §2, spec 001 §2's /tools/ImportDataPartial): signings from a CSV or
 * Excel file, looked over before they become signings.
 */
export const importsFeature = defineFeature({
  name: 'imports',
  pages: [{ path: '/Import', Page: lazyPage(() => import('./pages/ImportPage')) }],
  menu: [
    {
      kind: 'group',
      label: 'Tools',
      // A wrench.
      icon: 'M13.5 3a3.5 3.5 0 00-3.3 4.7L3.6 14.3a1.5 1.5 0 002.1 2.1l6.6-6.6A3.5 3.5 0 0017 6.5l-2 2-2-.5-.5-2 2-2A3.5 3.5 0 0013.5 3z',
      items: [link('Import Data', '/Import')],
    },
  ],
  live: importsLive,
});
