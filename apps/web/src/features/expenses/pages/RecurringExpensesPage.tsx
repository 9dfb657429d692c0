import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function RecurringExpensesPage() {
  return <ComingSoonPage title="Recurring expenses" message="Recurring expenses are coming in the next release." />;
}
