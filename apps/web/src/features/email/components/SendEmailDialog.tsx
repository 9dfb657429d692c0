import { useId, useRef, useState, type FormEvent } from 'react';
import type { EmailPreview, EmailQueuedAnswer, EmailStatus, EmailTemplate } from '@notary/contracts';
import { isApiError, isUnauthorized } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { formatClock, formatUsDate } from '../../../shared/format';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { useGetEmailTokensQuery, useGetRecentSigningsQuery, usePreviewEmailMutation, useSendEmailMutation } from '../api';
import { EMAIL_FAILURES, failureText, sendProblems, type TokenField } from '../emailForm';
import { EmailFields } from './EmailFields';
import { EmailPreviewPanel } from './EmailPreviewPanel';

type Draft = Record<TokenField, string>;

export interface SendEmailDialogProps {
  templates: readonly EmailTemplate[];
  /** The template to start from, if any. */
  templateId?: string | null;
  /** The signing it is written for, if any: its tokens are filled from it. */
  signingId?: string | null;
  status: EmailStatus | undefined;
  onClose: () => void;
  onQueued: (queued: EmailQueuedAnswer) => void;
}

const blank: Draft = { EmailTo: '', EmailCC: '', EmailBCC: '', EmailSubject: '', EmailBody: '' };
const draftFrom = (template: EmailTemplate | undefined): Draft =>
  template
    ? { EmailTo: template.EmailTo, EmailCC: template.EmailCC, EmailBCC: template.EmailBCC, EmailSubject: template.EmailSubject, EmailBody: template.EmailBody }
    : blank;

/**
 * Spec 001 §2's send dialog (titled Email Template): a template to start from, the signing it is
 * for, the message itself, a preview, and Send. Sending puts it in the outbox and closes; the
 * outbox sends it. A server without a mail server says so here, before anything is written.
 */
export function SendEmailDialog({ templates, templateId = null, signingId = null, status, onClose, onQueued }: SendEmailDialogProps) {
  const formId = useId();
  const ids = { template: useId(), signing: useId(), notConfigured: useId() };
  const [chosenTemplate, setChosenTemplate] = useState(templateId ?? '');
  const [signing, setSigning] = useState(signingId ?? '');
  const [opened] = useState(() => draftFrom(templates.find((template) => template.Id === templateId)));
  const [draft, setDraft] = useState<Draft>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  // Back from the preview, the focus returns to the button that opened it.
  const backToEditing = () => {
    setPreview(null);
    requestAnimationFrame(() => previewButton.current?.focus());
  };
  const tokens = useGetEmailTokensQuery();
  const signings = useGetRecentSigningsQuery();
  const [send, { isLoading: sending }] = useSendEmailMutation();
  const [askPreview, { isLoading: previewing }] = usePreviewEmailMutation();
  const notConfigured = status !== undefined && !status.Configured;

  const change = (changes: Partial<Draft>) => {
    setDraft((now) => ({ ...now, ...changes }));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !(field in changes))));
  };
  const body = () => ({ ...draft, AppointmentId: signing || null, TemplateId: chosenTemplate || null });

  const showPreview = async () => {
    setProblem(null);
    try {
      setPreview(await askPreview(body()).unwrap());
    } catch (error) {
      if (!isUnauthorized(error)) setProblem({ title: 'Preview Failed', message: failureText(error, EMAIL_FAILURES.preview) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || notConfigured) return;
    const found = sendProblems(draft);
    setErrors(found);
    if (Object.keys(found).length) return setPreview(null);
    setProblem(null);
    try {
      onQueued(await send(body()).unwrap());
    } catch (error) {
      if (isUnauthorized(error)) return;
      setPreview(null);
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ title: 'Send Failed', message: failureText(error, EMAIL_FAILURES.send) });
    }
  };

  const signingOptions = signings.data?.Appointments ?? [];
  const chosenMissing = signing && signings.data && !signingOptions.some((option) => option.Id === signing);
  return (
    <Dialog
      title="Email Template"
      onClose={onClose}
      size="large"
      unsavedChanges={JSON.stringify(draft) !== JSON.stringify(opened)}
      footer={{
        cancel: 'Cancel',
        action: { label: 'Send', form: formId, loading: sending, disabled: notConfigured, describedBy: notConfigured ? ids.notConfigured : undefined },
      }}
    >
      <form id={formId} className="form email-form" noValidate onSubmit={(event) => void submit(event)}>
        {notConfigured && (
          <div id={ids.notConfigured} className="notice notice--warning" role="alert">
            <strong className="notice__title">E-mail cannot be sent from this server</strong>
            <p>{status?.Message}</p>
            <p>Ask whoever runs this server to set it up. Nothing is sent or queued until then; your templates are kept.</p>
          </div>
        )}
        <FormAlert problem={problem} />
        {preview ? (
          <EmailPreviewPanel preview={preview} onBack={backToEditing} />
        ) : (
          <EmailFields draft={draft} errors={errors} tokens={tokens.data} onChange={change}>
            <div className="email-form__row">
              <div className="field">
                <label className="field__label" htmlFor={ids.template}>
                  Template
                </label>
                <select
                  id={ids.template}
                  className="field__input"
                  value={chosenTemplate}
                  onChange={(event) => {
                    setChosenTemplate(event.target.value);
                    if (event.target.value) change(draftFrom(templates.find((template) => template.Id === event.target.value)));
                  }}
                >
                  <option value="">No template</option>
                  {templates.map((template) => (
                    <option key={template.Id} value={template.Id}>
                      {template.Name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label className="field__label" htmlFor={ids.signing}>
                  For the signing
                </label>
                <select
                  id={ids.signing}
                  className="field__input"
                  aria-describedby={`${ids.signing}-hint`}
                  value={signing}
                  onChange={(event) => setSigning(event.target.value)}
                >
                  <option value="">No signing</option>
                  {chosenMissing && <option value={signing}>The signing this was opened for</option>}
                  {signingOptions.map((option) => (
                    <option key={option.Id} value={option.Id}>
                      {[option.FirstName, option.LastName].filter(Boolean).join(' ') || 'No name'}, {formatUsDate(option.AppointmentDate)}{' '}
                      {formatClock(option.AppointmentDateTime)}
                    </option>
                  ))}
                </select>
                <p id={`${ids.signing}-hint`} className="field__hint">
                  {signing ? 'Tokens are filled from this signing, its customer and your profile.' : 'Only your own tokens, such as [MyName], are filled.'}
                </p>
              </div>
            </div>
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
    </Dialog>
  );
}
