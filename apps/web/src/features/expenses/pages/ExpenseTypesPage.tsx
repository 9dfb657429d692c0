import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function ExpenseTypesPage() {
  return <ComingSoonPage title="Expense types" message="Expense types are coming in the next release." />;
}
