import { useCallback, useId, useState, type FormEvent } from 'react';
import type { FeedbackKind } from '@notary/contracts';
import { useLocation } from 'react-router-dom';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import type { MenuDialogProps } from '../../../app/feature';
import { Dialog } from '../../../shared/dialog/Dialog';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { useSendFeedbackMutation } from '../api';
import { detailsProblem, KIND_WORDS } from '../feedbackRules';

/**
 * Feedback → Add a suggestion / Report a bug (spec 000 §2): the details, checked before sending.
 * On success the dialog closes and a note thanks the notary; on failure the text stays, to try again.
 */
export function FeedbackDialog({ kind, onClose }: MenuDialogProps & { kind: FeedbackKind }) {
  const words = KIND_WORDS[kind];
  const formId = useId();
  const detailsId = useId();
  const { pathname } = useLocation();
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sent, setSent] = useState<ToastMessage | null>(null);
  const [send, { isLoading: sending }] = useSendFeedbackMutation();
  const done = useCallback(() => onClose(), [onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = detailsProblem(kind, details);
    setError(found);
    if (found) return;
    setProblem(null);
    try {
      await send({ kind, body: { Details: details, Page: pathname } }).unwrap();
      setSent({ title: 'Sent', text: words.sent });
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      setError(isApiError(failure) ? (failure.Errors?.Details ?? null) : null);
      setProblem({ message: messageOf(failure) });
    }
  };

  // Sent: the dialog is gone, the note stays a few seconds.
  if (sent) return <Toast message={sent} onDone={done} />;
  return (
    <Dialog
      title={words.title}
      onClose={onClose}
      unsavedChanges={details.trim() !== ''}
      footer={{ cancel: 'Cancel', action: { label: 'Send', form: formId, loading: sending } }}
    >
      <form id={formId} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem} />
        <div className="field">
          <label className="field__label" htmlFor={detailsId}>
            Details
          </label>
          <textarea
            id={detailsId}
            className="field__input feedback-form__details"
            rows={7}
            maxLength={4000}
            required
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${detailsId}-hint` : undefined}
            placeholder={words.placeholder}
            data-autofocus
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          {error && (
            <p id={`${detailsId}-hint`} className="field__hint">
              {error}
            </p>
          )}
        </div>
        <p className="check-field__hint">An administrator reads every one; you can follow its status under Feedback → My suggestions and bugs.</p>
      </form>
    </Dialog>
  );
}
