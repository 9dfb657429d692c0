import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function IncomeReportPage() {
  return <ComingSoonPage title="Income report" message="The income report is coming in the next release." />;
}
