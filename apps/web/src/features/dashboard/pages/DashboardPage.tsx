import { useState } from 'react';
import { Page } from '../../../shared/ui/Page';
import { dashboardYears } from '../dashboardRules';
import { ExpensesChartCard } from '../components/ExpensesChartCard';
import { ImportOffer } from '../components/ImportOffer';
import { NextAppointmentCard } from '../components/NextAppointmentCard';
import { SigningsChartCard } from '../components/SigningsChartCard';
import { SigningTotals } from '../components/SigningTotals';
import { YearSelect } from '../components/YearSelect';
import '../../../styles/controls.css';
import '../../../styles/dashboard.css';

/**
 * The notary's year at a glance. Every number here comes from queries tagged 'Dashboard', so a
 * signing or expense saved in another tab or on the phone refreshes this page through the live channel.
 */
export default function DashboardPage() {
  const currentYear = new Date().getFullYear();
  const years = dashboardYears(currentYear);
  const [signingsYear, setSigningsYear] = useState(currentYear);
  const [expensesYear, setExpensesYear] = useState(currentYear);

  return (
    <Page title="Dashboard">
      <div className="dashboard-toolbar">
        <YearSelect label="Signings year" year={signingsYear} years={years} onChange={setSigningsYear} />
      </div>
      <ImportOffer />
      <div className="dashboard-layout">
        <SigningTotals year={signingsYear} />
        <SigningsChartCard year={signingsYear} />
        <div className="dashboard-side">
          <NextAppointmentCard />
          <ExpensesChartCard year={expensesYear} years={years} onYearChange={setExpensesYear} />
        </div>
      </div>
    </Page>
  );
}
