import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function ExpenseTypesPage() {
  return <ComingSoonPage title="Expense types" message="Expense types are coming in the next release." />;
}
