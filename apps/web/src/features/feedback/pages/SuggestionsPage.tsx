import { ComingSoonPage } from '../../../shared/ui/ComingSoonPage';

export default function SuggestionsPage() {
  return <ComingSoonPage title="Suggestions" message="Suggestions are coming in the next release." />;
}
