import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EmailTemplate, OutboxMessage } from '@notary/contracts';
import { isUnauthorized } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { Page } from '../../../shared/ui/Page';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { useDeleteEmailTemplateMutation, useGetEmailStatusQuery, useGetEmailTemplatesQuery } from '../api';
import { SendEmailDialog } from '../components/SendEmailDialog';
import { SentWatch } from '../components/SentWatch';
import { TemplateDialog } from '../components/TemplateDialog';
import { TemplatesTable } from '../components/TemplatesTable';
import { EMAIL_FAILURES, failureText } from '../emailForm';
import '../../../styles/controls.css';
import '../../../styles/tables.css';
import '../email.css';

/**
 * /EmailTemplates: the notary's templates, to write, start from a sample, preview and send from.
 * /EmailTemplates?signing={id} opens the send dialog for that signing (how a signing's screen
 * leads here).
 */
export default function EmailTemplatesPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const { data: templates, error, refetch } = useGetEmailTemplatesQuery();
  const status = useGetEmailStatusQuery();
  const [deleteTemplate] = useDeleteEmailTemplateMutation();
  const [editing, setEditing] = useState<{ template: EmailTemplate | null } | null>(null);
  const signingId = params.get('signing');
  const [sending, setSending] = useState<{ templateId: string | null } | null>(signingId ? { templateId: null } : null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const [watching, setWatching] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const clearToast = useCallback(() => setToast(null), []);

  const onSettled = useCallback(
    (message: OutboxMessage) => {
      setWatching(null);
      if (message.State === 'Sent') setToast({ title: 'Sent', text: 'Email Sent' });
      else dispatch(messageShown({ title: 'Send Failed', text: `The email could not be sent. ${message.LastError ?? ''}`.trim() }));
    },
    [dispatch],
  );

  const confirmDelete = async (template: EmailTemplate) => {
    setDeleting(null);
    try {
      await deleteTemplate(template.Id).unwrap();
      setAnnouncement(`Deleted the template ${template.Name}.`);
    } catch (problem) {
      if (!isUnauthorized(problem)) dispatch(messageShown({ title: 'Save Failed', text: failureText(problem, EMAIL_FAILURES.delete) }));
    }
  };

  const closeSend = () => {
    setSending(null);
    // A signing's link opens the dialog once; closing it leaves the plain page.
    if (signingId) setParams({}, { replace: true });
  };

  return (
    <Page title="Email Templates" help="emailTemplates">
      <div className="list-toolbar">
        <p className="list-toolbar__intro">
          Write once what you send again and again. Tokens such as [FirstName] are filled in from the signing you send it for.
        </p>
        <div className="email-toolbar__actions">
          <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setSending({ templateId: null })}>
            Send an email…
          </button>
          <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => setEditing({ template: null })}>
            New template
          </button>
        </div>
      </div>
      {status.data && !status.data.Configured && (
        <div className="notice notice--warning">
          <strong className="notice__title">E-mail cannot be sent from this server</strong>
          <p>{status.data.Message} Your templates are kept all the same.</p>
        </div>
      )}
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Error</strong>
          <p>{failureText(error, EMAIL_FAILURES.templatesLoad)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {watching && <SentWatch messageId={watching} onSettled={onSettled} />}
      <p className="list-status" role="status">
        {templates ? `${templates.length} template${templates.length === 1 ? '' : 's'}.` : ''}
        {announcement && ` ${announcement}`}
      </p>
      {templates && templates.length === 0 && (
        <p className="empty-state card">No templates yet. Choose New template and start from a sample: a confirmation, a thank-you, an invoice, reminders.</p>
      )}
      {templates && templates.length > 0 && (
        <TemplatesTable
          templates={templates}
          onEdit={(template) => setEditing({ template })}
          onSend={(template) => setSending({ templateId: template.Id })}
          onDelete={setDeleting}
        />
      )}

      {editing && (
        <TemplateDialog
          template={editing.template}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setToast({ title: 'Saved', text: 'Email Template Saved' });
            setAnnouncement(`Saved the template ${saved.Name}.`);
          }}
        />
      )}
      {sending && (
        <SendEmailDialog
          templates={templates ?? []}
          templateId={sending.templateId}
          signingId={signingId}
          status={status.data}
          onClose={closeSend}
          onQueued={(queued) => {
            closeSend();
            setWatching(queued.MessageId);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Email Template"
          message={`Are you sure you want to delete the template named ${deleting.Name}?`}
          confirmLabel="Delete Template"
          cancelLabel="Cancel"
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      <Toast message={toast} onDone={clearToast} />
    </Page>
  );
}
