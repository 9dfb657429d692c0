import { accountFeature } from '../features/account/feature';
import { accountDeletionFeature } from '../features/account-deletion/feature';
import { accountantFeature } from '../features/accountant/feature';
import { adminFeature } from '../features/admin/feature';
import { analyticsFeature } from '../features/analytics/feature';
import { billingFeature } from '../features/billing/feature';
import { businessCenterFeature } from '../features/business-center/feature';
import { calendarFeature } from '../features/calendar/feature';
import { customersFeature } from '../features/customers/feature';
import { dataAccessFeature } from '../features/data-access/feature';
import { dashboardFeature } from '../features/dashboard/feature';
import { emailFeature } from '../features/email/feature';
import { expensesFeature } from '../features/expenses/feature';
import { feedbackFeature } from '../features/feedback/feature';
import { helpFeature } from '../features/help/feature';
import { importsFeature } from '../features/imports/feature';
import { invoicesFeature } from '../features/invoices/feature';
import { mileageFeature } from '../features/mileage/feature';
import { operationsFeature } from '../features/operations/feature';
import { receivablesFeature } from '../features/receivables/feature';
import { reportsFeature } from '../features/reports/feature';
import { settingsFeature } from '../features/settings/feature';
import { signingsFeature } from '../features/signings/feature';
import { supportFeature } from '../features/support/feature';
import { toolsFeature } from '../features/tools/feature';
import { sharedQueriesLive } from '../shared/queries/tags';
import { dialogsOf, type WebFeature } from './feature';
import { liveUpdatesOf } from './liveUpdates';
import { joinMenus, type MenuEntry } from './shell/menu';

/**
 * The features of the web app, in the order the menu shows them. A new feature is its folder and
 * one line here; everything below is made from this list. Only what works is listed: an area of
 * the product that is not built has no menu entry and no page (the other admin lists come with
 * the issues that build them).
 */
export const features: readonly WebFeature[] = [
  dashboardFeature,
  // The Business Center group: the business profile first, then the analytics (spec 000 §2's menu).
  businessCenterFeature,
  analyticsFeature,
  signingsFeature,
  calendarFeature,
  customersFeature,
  receivablesFeature,
  invoicesFeature,
  expensesFeature,
  mileageFeature,
  reportsFeature,
  emailFeature,
  settingsFeature,
  // Before imports: the Tools group shows the Rescission Calendar first, as spec 000 §2 lists it.
  toolsFeature,
  importsFeature,
  helpFeature,
  feedbackFeature,
  adminFeature,
  supportFeature,
  accountFeature,
  accountDeletionFeature,
  accountantFeature,
  dataAccessFeature,
  operationsFeature,
  billingFeature,
];

export const pages = features.flatMap((feature) => feature.pages ?? []);
export const mainMenu: readonly MenuEntry[] = [...joinMenus(features.map((feature) => feature.menu ?? [])), { kind: 'logout', label: 'Logout' }];
export const menuDialogs = dialogsOf(features);
export const liveUpdates = liveUpdatesOf([sharedQueriesLive, ...features.map((feature) => feature.live)]);
