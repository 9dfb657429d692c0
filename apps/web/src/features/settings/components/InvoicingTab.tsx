import { InvoiceSettingsFields } from '../../../shared/settings/InvoiceSettingsFields';
import type { TabProps } from './tabProps';

/** Spec 001's Invoice Settings: the same fields as on the Profile page. */
export function InvoicingTab({ draft, errors, onChange }: TabProps) {
  return (
    <>
      <p>What a new invoice starts with. A customer with payment terms of its own keeps them.</p>
      <InvoiceSettingsFields draft={draft.invoice} errors={errors} onChange={(change) => onChange({ invoice: { ...draft.invoice, ...change } })} />
    </>
  );
}
