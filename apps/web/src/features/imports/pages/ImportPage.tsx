import { Page } from '../../../shared/ui/Page';
import { PendingImportsCard } from '../components/PendingImportsCard';
import { UploadCard } from '../components/UploadCard';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../imports.css';

/**
 * /Import (Tools → Import Data): upload a CSV or Excel file of signings; its rows wait below until
 * accepted, each becoming a signing, or discarded. Live: rows imported or accepted in another tab
 * show here too.
 */
export default function ImportPage() {
  return (
    <Page title="Import Data">
      <div className="import-page">
        <UploadCard />
        <PendingImportsCard />
      </div>
    </Page>
  );
}
