import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function IncomeReportPage() {
  return <ComingSoonPage title="Income report" message="The income report is coming in the next release." />;
}
