import { AccountsModule } from './features/accounts/accounts.module';
import { AccountDeletionModule } from './features/account-deletion/account-deletion.module';
import { AccountRecoveryModule } from './features/account-recovery/account-recovery.module';
import { AccountantsModule } from './features/accountants/accountants.module';
import { AdminModule } from './features/admin/admin.module';
import { AnalyticsModule } from './features/analytics/analytics.module';
import { BillingModule } from './features/billing/billing.module';
import { BusinessProfileModule } from './features/business-profile/business-profile.module';
import { CalendarFeedModule } from './features/calendar-feed/calendar-feed.module';
import { CustomersModule } from './features/customers/customers.module';
import { DataAccessModule } from './features/data-access/data-access.module';
import { DataExportModule } from './features/data-export/data-export.module';
import { EmailModule } from './features/email/email.module';
import { ExpensesModule } from './features/expenses/expenses.module';
import { ExpenseTypesModule } from './features/expense-types/expense-types.module';
import { FeedbackModule } from './features/feedback/feedback.module';
import { GoogleCalendarModule } from './features/google-calendar/google-calendar.module';
import { MapsModule } from './features/maps/maps.module';
import { DashboardModule } from './features/dashboard/dashboard.module';
import { HealthModule } from './features/health/health.module';
import { ImportExportModule } from './features/import-export/import-export.module';
import { InvoicesModule } from './features/invoices/invoices.module';
import { ProjectionsModule } from './features/projections/projections.module';
import { ReceivablesModule } from './features/receivables/receivables.module';
import { ReportsModule } from './features/reports/reports.module';
import { LiveModule } from './features/live/live.module';
import { MileageModule } from './features/mileage/mileage.module';
import { RecurringExpensesModule } from './features/recurring-expenses/recurring-expenses.module';
import { SettingsModule } from './features/settings/settings.module';
import { SupportModule } from './features/support/support.module';
import { SigningsModule } from './features/signings/signings.module';
import { ToolsModule } from './features/tools/tools.module';
import { WebAppModule } from './features/web-app/web-app.module';

/** The one list of the command API's features: a new feature is its folder plus one line here. */
export const FEATURES = [
  HealthModule,
  AccountsModule,
  AccountDeletionModule,
  BillingModule,
  AccountRecoveryModule,
  SettingsModule,
  BusinessProfileModule,
  SigningsModule,
  CustomersModule,
  MileageModule,
  CalendarFeedModule,
  GoogleCalendarModule,
  MapsModule,
  DashboardModule,
  AnalyticsModule,
  ExpensesModule,
  ExpenseTypesModule,
  RecurringExpensesModule,
  EmailModule,
  InvoicesModule,
  ReceivablesModule,
  ReportsModule,
  ImportExportModule,
  DataExportModule,
  DataAccessModule,
  ToolsModule,
  FeedbackModule,
  AccountantsModule,
  AdminModule,
  ProjectionsModule,
  SupportModule,
  LiveModule,
  WebAppModule,
];
