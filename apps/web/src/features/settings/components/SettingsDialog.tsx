import { useCallback, useId, useState, type FormEvent, type MouseEvent } from 'react';
import type { Settings } from '@notary/contracts';
import { messageOf } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { settingsOf, useGetSettingsQuery, useSaveSettingsMutation } from '../../../shared/queries/settings';
import { SETTINGS_SAVE_FAILED, settingsSaveFailure } from '../../../shared/settings/saveFailure';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { isEdited, settingsChangesOf, settingsDraftOf, type SettingsDraft } from '../settingsDraft';
import { tabOfField, type SettingsTab } from '../settingsTabs';
import { trackingFieldOf } from '../trackingRows';
import { SettingsTabList } from './SettingsTabList';
import { SettingsTabPanel } from './SettingsTabPanel';
import '../settings.css';

export interface SettingsDialogProps {
  tab: SettingsTab;
  onClose: () => void;
}

const TITLE = 'Settings';

/**
 * Spec 001 §2's Settings dialog, opened on a tab. Spec 001 §4: its form shows once the settings
 * have loaded; a save sends what changed in any tab, and its answer replaces the local settings.
 */
export default function SettingsDialog({ tab, onClose }: SettingsDialogProps) {
  const { data: settings, error, refetch, isFetching } = useGetSettingsQuery();
  if (settings) return <SettingsForm settings={settings} initialTab={tab} onClose={onClose} />;
  return (
    <Dialog title={TITLE} onClose={onClose} size="large" footer={{ cancel: 'Close' }}>
      {error && !isFetching ? (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load settings data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Loading your settings…</p>
      )}
    </Dialog>
  );
}

function SettingsForm({ settings, initialTab, onClose }: { settings: Settings; initialTab: SettingsTab; onClose: () => void }) {
  const formId = useId();
  const [tab, setTab] = useState(initialTab);
  // The settings the draft started from: those loaded, then each save's answer.
  const [base, setBase] = useState(settings);
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [status, setStatus] = useState('');
  const [save, { isLoading }] = useSaveSettingsMutation();
  const edited = isEdited(draft, base);
  const clearToast = useCallback(() => setToast(null), []);

  // New settings from the server (another window, the phone, or this save's own answer): followed
  // while nothing is being edited here; an edit in progress is never overwritten.
  const [seen, setSeen] = useState(settings);
  if (settings !== seen) {
    setSeen(settings);
    if (!edited && !isLoading) {
      setBase(settings);
      setDraft(settingsDraftOf(settings));
    }
  }

  const change = (next: Partial<SettingsDraft>) => {
    const changed = { ...draft, ...next };
    setDraft(changed);
    setStatus('');
    // A problem shown goes as soon as what was typed is right.
    if (Object.keys(errors).length) {
      const still = settingsChangesOf(changed, base).errors;
      const left = Object.fromEntries(Object.entries(errors).filter(([field]) => field in still));
      setErrors(left);
      if (!Object.keys(left).length) setProblem(null);
    }
  };

  const leave = (event: MouseEvent) => {
    if (!edited) return onClose();
    event.preventDefault();
    setStatus('Save your changes first, or close Settings to discard them.');
  };

  const showProblems = (found: Record<string, string>, message: string) => {
    setErrors(found);
    setProblem({ title: SETTINGS_SAVE_FAILED, message });
    const first = Object.keys(found)[0];
    if (first) setTab(tabOfField(first));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const check = settingsChangesOf(draft, base);
    if (Object.keys(check.errors).length) return showProblems(check.errors, Object.values(check.errors)[0]!);
    setErrors({});
    setProblem(null);
    if (!Object.keys(check.changes).length) return setStatus('Nothing has changed since the last save.');
    try {
      const saved = settingsOf(await save(check.changes).unwrap());
      setBase(saved);
      setDraft(settingsDraftOf(saved));
      setToast({ title: 'Saved', text: 'Settings saved' });
    } catch (failure) {
      // Spec 001 §8: the edits stay as typed, for the notary to save again.
      const shown = settingsSaveFailure(failure);
      if (!shown) return;
      const fields = Object.fromEntries(Object.entries(shown.errors).map(([field, message]) => [trackingFieldOf(field, check.trackingKeys), message]));
      showProblems(fields, shown.problem.message);
    }
  };

  return (
    <Dialog
      title={TITLE}
      onClose={onClose}
      size="large"
      unsavedChanges={edited}
      footer={{ cancel: 'Close', action: { label: 'Save', form: formId, loading: isLoading } }}
    >
      <form id={formId} className="settings" aria-label="Settings" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <div className="settings__body">
          <SettingsTabList current={tab} onChoose={setTab} panelId={`${formId}-panel`} invalidTabs={Object.keys(errors).map(tabOfField)} />
          <SettingsTabPanel id={`${formId}-panel`} tab={tab} draft={draft} errors={errors} settings={base} onChange={change} onLeave={leave} />
        </div>
        <p className="settings__status" role="status">
          {status}
        </p>
      </form>
      <Toast message={toast} onDone={clearToast} />
    </Dialog>
  );
}
