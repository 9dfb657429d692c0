import { accountFeature } from '../features/account/feature';
import { adminFeature } from '../features/admin/feature';
import { billingFeature } from '../features/billing/feature';
import { businessCenterFeature } from '../features/business-center/feature';
import { calendarFeature } from '../features/calendar/feature';
import { customersFeature } from '../features/customers/feature';
import { dashboardFeature } from '../features/dashboard/feature';
import { expensesFeature } from '../features/expenses/feature';
import { feedbackFeature } from '../features/feedback/feature';
import { helpFeature } from '../features/help/feature';
import { mileageFeature } from '../features/mileage/feature';
import { mobileFeature } from '../features/mobile/feature';
import { reportsFeature } from '../features/reports/feature';
import { settingsFeature } from '../features/settings/feature';
import { signingsFeature } from '../features/signings/feature';
import { toolsFeature } from '../features/tools/feature';
import { sharedQueriesLive } from '../shared/queries/tags';
import { dialogsOf, type WebFeature } from './feature';
import { liveUpdatesOf } from './liveUpdates';
import { joinMenus, type MenuEntry } from './shell/menu';

/**
 * The features of the web app, in the order the menu shows them. A new feature is its folder and
 * one line here; everything below is made from this list.
 */
export const features: readonly WebFeature[] = [
  dashboardFeature,
  businessCenterFeature,
  signingsFeature,
  calendarFeature,
  customersFeature,
  expensesFeature,
  mileageFeature,
  reportsFeature,
  settingsFeature,
  toolsFeature,
  mobileFeature,
  helpFeature,
  feedbackFeature,
  adminFeature,
  accountFeature,
  billingFeature,
];

export const pages = features.flatMap((feature) => feature.pages ?? []);
export const mainMenu: readonly MenuEntry[] = [...joinMenus(features.map((feature) => feature.menu ?? [])), { kind: 'logout', label: 'Logout' }];
export const menuDialogs = dialogsOf(features);
export const liveUpdates = liveUpdatesOf([sharedQueriesLive, ...features.map((feature) => feature.live)]);
