import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function ExpensesPage() {
  return <ComingSoonPage title="Expenses" message="Expenses are coming in the next release." />;
}
