import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function BudgetPage() {
  return <ComingSoonPage title="Budget planner" message="The budget planner is coming in the next release." />;
}
