import { useId, useState, type FormEvent } from 'react';
import type { Settings } from '@notary/contracts';
import { useSaveSettingsMutation } from '../../../shared/queries/settings';
import { InvoiceSettingsFields } from '../../../shared/settings/InvoiceSettingsFields';
import { invoiceSettingsDraftOf, invoiceSettingsOf, type InvoiceSettingsDraft } from '../../../shared/settings/invoiceSettings';
import { SETTINGS_SAVE_FAILED, settingsSaveFailure } from '../../../shared/settings/saveFailure';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';

/**
 * What a new invoice starts with (spec 001's Invoice Settings): its number, the payment terms of a
 * customer that has none of its own, and the notes printed at the bottom. The same fields are the
 * Settings dialog's Invoicing tab.
 */
export function InvoiceSettingsForm({ settings }: { settings: Settings }) {
  const formId = useId();
  const [draft, setDraft] = useState<InvoiceSettingsDraft>(() => invoiceSettingsDraftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saved, setSaved] = useState('');
  const [save, { isLoading }] = useSaveSettingsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const checked = invoiceSettingsOf(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setProblem({ title: SETTINGS_SAVE_FAILED, message: Object.values(checked.errors)[0]! });
      return;
    }
    setProblem(null);
    try {
      const answer = await save(checked.settings).unwrap();
      setDraft(invoiceSettingsDraftOf(answer));
      setErrors({});
      setSaved('Settings saved.');
    } catch (failure) {
      const shown = settingsSaveFailure(failure);
      if (!shown) return;
      setErrors(shown.errors);
      setProblem(shown.problem);
    }
  };

  return (
    <form id={formId} className="card form invoice-settings" aria-label="Invoice settings" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Invoice settings</h2>
      <p>What a new invoice starts with. A customer with payment terms of its own keeps them.</p>
      <FormAlert problem={problem} />
      <InvoiceSettingsFields draft={draft} errors={errors} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />
      <p>
        <LoadingButton type="submit" loading={isLoading}>
          Save invoice settings
        </LoadingButton>
      </p>
      <p role="status">{saved}</p>
    </form>
  );
}
