import { useId, useRef, useState, type FormEvent } from 'react';
import type { EmailPreview, EmailTemplate, SampleEmailTemplate } from '@notary/contracts';
import { isApiError, isUnauthorized } from '../../../app/apiError';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { Dialog } from '../../../shared/dialog/Dialog';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { useGetEmailTokensQuery, useGetSampleTemplatesQuery, usePreviewEmailMutation, useSaveEmailTemplateMutation } from '../api';
import { draftChanged, draftOf, EMAIL_FAILURES, failureText, fromSample, templateProblems, type TemplateDraft } from '../emailForm';
import { EmailFields } from './EmailFields';
import { EmailPreviewPanel } from './EmailPreviewPanel';

export interface TemplateDialogProps {
  template: EmailTemplate | null;
  onClose: () => void;
  onSaved: (saved: EmailTemplate) => void;
}

/**
 * The template editor (spec 001 §2's Email Template dialog): name, To, CC, BCC, subject and body,
 * the token insert list, a sample to start from, and a preview with example values. A failed save
 * keeps everything typed and says why.
 */
export function TemplateDialog({ template, onClose, onSaved }: TemplateDialogProps) {
  const formId = useId();
  const [opened] = useState(() => draftOf(template));
  const [draft, setDraft] = useState<TemplateDraft>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  // Back from the preview, the focus returns to the button that opened it.
  const backToEditing = () => {
    setPreview(null);
    requestAnimationFrame(() => previewButton.current?.focus());
  };
  const [pendingSample, setPendingSample] = useState<SampleEmailTemplate | null>(null);
  const tokens = useGetEmailTokensQuery();
  const samples = useGetSampleTemplatesQuery();
  const [save, { isLoading: saving }] = useSaveEmailTemplateMutation();
  const [askPreview, { isLoading: previewing }] = usePreviewEmailMutation();

  const change = (changes: Partial<TemplateDraft>) => {
    setDraft((now) => ({ ...now, ...changes }));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !(field in changes))));
  };

  const chooseSample = (name: string) => {
    const sample = samples.data?.find((candidate) => candidate.Name === name);
    if (!sample) return;
    // What the notary wrote is not replaced without asking.
    if (draft.EmailSubject.trim() || draft.EmailBody.trim()) setPendingSample(sample);
    else change(fromSample(draft, sample));
  };

  const showPreview = async () => {
    setProblem(null);
    try {
      setPreview(await askPreview(draft).unwrap());
    } catch (error) {
      if (!isUnauthorized(error)) setProblem({ title: 'Preview Failed', message: failureText(error, EMAIL_FAILURES.preview) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = templateProblems(draft);
    setErrors(found);
    if (Object.keys(found).length) return setPreview(null);
    setProblem(null);
    try {
      onSaved(await save(draft).unwrap());
    } catch (error) {
      if (isUnauthorized(error)) return;
      setPreview(null);
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ title: 'Save Failed', message: failureText(error, EMAIL_FAILURES.save) });
    }
  };

  return (
    <Dialog
      title="Email Template"
      onClose={onClose}
      size="large"
      unsavedChanges={draftChanged(draft, opened)}
      footer={{ cancel: 'Cancel', action: { label: 'Save', form: formId, loading: saving } }}
    >
      <form id={formId} className="form email-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        {preview ? (
          <EmailPreviewPanel preview={preview} onBack={backToEditing} />
        ) : (
          <EmailFields draft={draft} errors={errors} tokens={tokens.data} onChange={change}>
            <TextField
              label="Name"
              required
              aria-required="true"
              maxLength={150}
              invalid={!!errors.Name}
              hint={errors.Name}
              data-autofocus
              value={draft.Name}
              onChange={(event) => change({ Name: event.target.value })}
            />
            <SamplePicker samples={samples.data} failed={!!samples.error} onChoose={chooseSample} />
          </EmailFields>
        )}
        {!preview && (
          <div className="email-form__actions">
            <button ref={previewButton} type="button" className="button button--secondary" disabled={previewing} onClick={() => void showPreview()}>
              Preview
            </button>
          </div>
        )}
      </form>
      {pendingSample && (
        <ConfirmDialog
          title="Start from a sample"
          message={`Replace the subject, body and addresses you wrote with the sample “${pendingSample.Name}”?`}
          confirmLabel="Replace"
          cancelLabel="Keep mine"
          onConfirm={() => {
            change(fromSample(draft, pendingSample));
            setPendingSample(null);
          }}
          onCancel={() => setPendingSample(null)}
        />
      )}
    </Dialog>
  );
}

function SamplePicker({ samples, failed, onChoose }: { samples: SampleEmailTemplate[] | undefined; failed: boolean; onChoose: (name: string) => void }) {
  const id = useId();
  if (failed) {
    return (
      <div className="notice notice--danger" role="alert">
        <strong className="notice__title">Error</strong>
        <p>{EMAIL_FAILURES.samplesLoad}</p>
      </div>
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Start from a sample
      </label>
      <select id={id} className="field__input" value="" disabled={!samples} onChange={(event) => onChoose(event.target.value)}>
        <option value="">{samples ? 'Choose a sample…' : 'Loading the samples…'}</option>
        {(samples ?? []).map((sample) => (
          <option key={sample.Name} value={sample.Name}>
            {sample.Name}
          </option>
        ))}
      </select>
    </div>
  );
}
