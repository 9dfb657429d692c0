import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { BillingGate, RequireAdmin, RequireSession } from './guards';
import { lazyPage } from './lazyPage';
import { RootLayout, RouteError } from './RootLayout';
import { AppShell } from './shell/AppShell';

const page = lazyPage;

/** A page inside the signed-in frame. Paths are the spec's (000 §2), matched case-insensitively. */
interface ShellPage {
  path: string;
  Page: ComponentType;
  adminOnly?: boolean;
}

const DashboardPage = page(() => import('../features/dashboard/pages/DashboardPage'));

export const shellPages: ShellPage[] = [
  { path: '/', Page: DashboardPage },
  { path: '/Dashboard', Page: DashboardPage },
  { path: '/BetaDashboard', Page: page(() => import('../features/dashboard/pages/BetaDashboardPage')) },
  { path: '/AdminUsers', Page: page(() => import('../features/admin/pages/AdminUsersPage')), adminOnly: true },
  { path: '/AdminDefects', Page: page(() => import('../features/admin/pages/AdminDefectsPage')), adminOnly: true },
  { path: '/AdminFeedback', Page: page(() => import('../features/admin/pages/AdminFeedbackPage')), adminOnly: true },
  { path: '/Appointment', Page: page(() => import('../features/signings/pages/SigningsPage')) },
  { path: '/Calendar', Page: page(() => import('../features/calendar/pages/CalendarPage')) },
  { path: '/Credentials', Page: page(() => import('../features/account/pages/CredentialsPage')) },
  { path: '/Customer', Page: page(() => import('../features/customers/pages/CustomersPage')) },
  { path: '/Expense', Page: page(() => import('../features/expenses/pages/ExpensesPage')) },
  { path: '/RecurringExpenses', Page: page(() => import('../features/expenses/pages/RecurringExpensesPage')) },
  { path: '/ExpenseTypes', Page: page(() => import('../features/expenses/pages/ExpenseTypesPage')) },
  { path: '/Mileage', Page: page(() => import('../features/mileage/pages/MileagePage')) },
  { path: '/IncomeReport', Page: page(() => import('../features/reports/pages/IncomeReportPage')) },
  { path: '/Profile', Page: page(() => import('../features/account/pages/ProfilePage')) },
  { path: '/Feedback', Page: page(() => import('../features/feedback/pages/SuggestionsPage')) },
  { path: '/Defects', Page: page(() => import('../features/feedback/pages/BugReportsPage')) },
  { path: '/Billing', Page: page(() => import('../features/billing/pages/BillingPage')) },
  { path: '/SubscriptionError', Page: page(() => import('../features/billing/pages/SubscriptionErrorPage')) },
  { path: '/Resources', Page: page(() => import('../features/help/pages/ResourcesPage')) },
  { path: '/BusinessProfile', Page: page(() => import('../features/business-center/pages/BusinessProfilePage')) },
  { path: '/BusinessAnalytics', Page: page(() => import('../features/business-center/pages/BusinessAnalyticsPage')) },
  { path: '/CustomerAnalytics', Page: page(() => import('../features/business-center/pages/CustomerAnalyticsPage')) },
  { path: '/Budget', Page: page(() => import('../features/business-center/pages/BudgetPage')) },
  { path: '/Help', Page: page(() => import('../features/help/pages/UpdatesPage')) },
  { path: '/MobileIndex', Page: page(() => import('../features/mobile/pages/MobileIndexPage')) },
];

const LoginPage = page(() => import('../features/account/pages/LoginPage'));
const RegisterPage = page(() => import('../features/account/pages/RegisterPage'));
const ReportWindowPage = page(() => import('../features/reports/pages/ReportWindowPage'));

function toRoute({ path, Page, adminOnly }: ShellPage): RouteObject {
  const element = adminOnly ? (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  ) : (
    <Page />
  );
  return { path, element };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/Account/Login', element: <LoginPage /> },
      { path: '/Account/Register', element: <RegisterPage /> },
      {
        element: <RequireSession />,
        children: [
          // Reports open in their own window, without the menu.
          {
            path: '/report/report/:name',
            element: (
              <BillingGate>
                <ReportWindowPage />
              </BillingGate>
            ),
          },
          { element: <AppShell />, children: shellPages.map(toRoute) },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
