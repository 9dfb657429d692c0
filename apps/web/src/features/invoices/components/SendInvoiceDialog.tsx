import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { useGetSettingsQuery } from '../../../shared/queries/settings';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { useInvoiceEmailTemplatesQuery, usePreviewInvoiceEmailMutation, useSendBatchInvoiceMutation, useSendInvoiceMutation } from '../api';

/** Spec 001 §5: longer than 3 characters, with a dot and an at sign (each of a comma-separated list). */
const sendable = (value: string) => value.trim().length > 3 && value.includes('.') && value.includes('@');
const listOf = (value: string) =>
  value
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
export const ADDRESS_MESSAGE = 'Please enter a valid email address';

export interface SendInvoiceDialogProps {
  kind: 'invoice' | 'batch';
  /** The signing's id (an invoice) or the batch's. */
  id: string;
  invoiceNumber: number;
  defaultTo: string;
  defaultBody: string;
  onClose: () => void;
  onQueued: (message: string) => void;
}

/**
 * E-mails the invoice's PDF (spec 001's e-mail options: Sender, Recepient, BCC, Subject, Body). The
 * request only queues it: the Outbox shows when it is sent, or why not.
 */
export function SendInvoiceDialog({ kind, id, invoiceNumber, defaultTo, defaultBody, onClose, onQueued }: SendInvoiceDialogProps) {
  const formId = useId();
  const settings = useGetSettingsQuery();
  const profile = settings.data?.Profile;
  const [sender, setSender] = useState<string | null>(null);
  const [to, setTo] = useState(defaultTo);
  const [bcc, setBcc] = useState('');
  const [subject, setSubject] = useState(`Invoice ${invoiceNumber}${profile?.Company ? ` from ${profile.Company}` : ''}`);
  const [body, setBody] = useState(defaultBody);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sendInvoice, single] = useSendInvoiceMutation();
  const [sendBatch, batch] = useSendBatchInvoiceMutation();
  const from = sender ?? profile?.Email ?? '';
  const templates = useInvoiceEmailTemplatesQuery();
  const [preview, previewing] = usePreviewInvoiceEmailMutation();

  /** Starts the message from a template, its tokens filled from the signing (a batch has none: examples). */
  const startFrom = async (choice: string) => {
    const [kindOfTemplate, index] = choice.split(':');
    const list = kindOfTemplate === 'mine' ? templates.data?.mine : templates.data?.samples;
    const template = list?.[Number(index)];
    if (!template) return;
    try {
      const filled = await preview({
        EmailTo: template.EmailTo,
        EmailCC: template.EmailCC,
        EmailBCC: template.EmailBCC,
        EmailSubject: template.EmailSubject,
        EmailBody: template.EmailBody,
        AppointmentId: kind === 'invoice' ? id : null,
      }).unwrap();
      if (filled.To.length) setTo(filled.To.join(', '));
      if (filled.Bcc.length) setBcc(filled.Bcc.join(', '));
      setSubject(filled.Subject);
      setBody(filled.Body);
    } catch (error) {
      if (!isUnauthorized(error)) setProblem({ title: 'Error', message: messageOf(error) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!sendable(from)) found.Sender = ADDRESS_MESSAGE;
    if (!listOf(to).length || !listOf(to).every(sendable)) found.Recepient = ADDRESS_MESSAGE;
    if (!listOf(bcc).every(sendable)) found.BCC = ADDRESS_MESSAGE;
    if (!subject.trim()) found.Subject = 'Enter a subject';
    setErrors(found);
    if (Object.keys(found).length) return;
    setProblem(null);
    const options = { Sender: from.trim(), Recepient: to, BCC: bcc, Subject: subject, Body: body };
    try {
      if (kind === 'invoice') await sendInvoice({ ...options, InvoiceId: id }).unwrap();
      else await sendBatch({ ...options, BatchInvoiceId: id }).unwrap();
      onQueued(`${kind === 'invoice' ? 'Invoice Sent' : 'Batch Invoice Sent'}: invoice ${invoiceNumber} is on its way to ${listOf(to).join(', ')}.`);
    } catch (error) {
      if (isUnauthorized(error)) return;
      setErrors(isApiError(error) ? (error.Errors ?? {}) : {});
      setProblem({ title: 'Send Failed', message: messageOf(error) });
    }
  };

  return (
    <Dialog
      title={kind === 'invoice' ? 'Email invoice' : 'Email batch invoice'}
      onClose={onClose}
      size="large"
      footer={{ cancel: 'Cancel', action: { label: 'Send', form: formId, loading: single.isLoading || batch.isLoading } }}
    >
      <form id={formId} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        {templates.data && (templates.data.mine.length > 0 || templates.data.samples.length > 0) && (
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-template`}>
              Start from a template
            </label>
            <select
              id={`${formId}-template`}
              className="field__input"
              defaultValue=""
              disabled={previewing.isLoading}
              onChange={(event) => void startFrom(event.target.value)}
            >
              <option value="" disabled>
                Choose a template…
              </option>
              {templates.data.mine.length > 0 && (
                <optgroup label="My templates">
                  {templates.data.mine.map((template, index) => (
                    <option key={template.Id} value={`mine:${index}`}>
                      {template.Name}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label="Samples">
                {templates.data.samples.map((template, index) => (
                  <option key={template.Name} value={`sample:${index}`}>
                    {template.Name}
                  </option>
                ))}
              </optgroup>
            </select>
            <p className="field__hint">
              Tokens such as [InvoiceNumber] and [FirstName] are filled in from {kind === 'invoice' ? 'the signing' : 'example values'}.
            </p>
          </div>
        )}
        <TextField
          label="From"
          type="email"
          required
          invalid={!!errors.Sender}
          hint={errors.Sender ?? 'Replies come here.'}
          value={from}
          onChange={(event) => setSender(event.target.value)}
        />
        <TextField
          label="To"
          required
          data-autofocus
          invalid={!!errors.Recepient}
          hint={errors.Recepient ?? 'Separate several addresses with commas.'}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <TextField label="BCC" invalid={!!errors.BCC} hint={errors.BCC} value={bcc} onChange={(event) => setBcc(event.target.value)} />
        <TextField
          label="Subject"
          required
          invalid={!!errors.Subject}
          hint={errors.Subject}
          maxLength={300}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-body`}>
            Message
          </label>
          <textarea id={`${formId}-body`} className="field__input" rows={6} maxLength={20_000} value={body} onChange={(event) => setBody(event.target.value)} />
          <p className="field__hint">
            The invoice goes as a PDF attachment. Follow it in the <Link to="/Outbox">Outbox</Link>; your <Link to="/EmailTemplates">e-mail templates</Link>{' '}
            hold reminders for 30, 60 and 90 days overdue.
          </p>
        </div>
      </form>
    </Dialog>
  );
}
