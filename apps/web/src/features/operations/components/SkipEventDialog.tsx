import { useId, useState, type FormEvent } from 'react';
import type { ProjectionItem } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { Dialog } from '../../../shared/dialog/Dialog';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { useSkipProjectionEventMutation } from '../api';
import { count } from '../projectionWords';

export interface SkipEventDialogProps {
  projection: ProjectionItem & { Error: NonNullable<ProjectionItem['Error']> };
  onClose: () => void;
  onSkipped: (message: string) => void;
}

/**
 * Skipping leaves an event out of a projection for good, so the dialog names the event and asks
 * why; the reason goes on the operations record. The request carries the event's position: if the
 * projection has moved on to another event meanwhile, the server refuses and nothing is skipped.
 */
export function SkipEventDialog({ projection, onClose, onSkipped }: SkipEventDialogProps) {
  const [skip, { isLoading }] = useSkipProjectionEventMutation();
  const [why, setWhy] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const whyId = useId();
  const { Error: poison } = projection;
  const missingReason = problem === '' ? 'Say why this event is skipped.' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!why.trim()) return setProblem('');
    try {
      await skip({ name: projection.Name, position: poison.Position, why: why.trim() }).unwrap();
      onSkipped(`Skipped event ${count(poison.Position)} in ${projection.Name}.`);
    } catch (error) {
      if (!isUnauthorized(error)) setProblem(messageOf(error));
    }
  };

  return (
    <Dialog
      title="Skip this event?"
      onClose={onClose}
      unsavedChanges={why.trim() !== '' && !isLoading}
      footer={{ cancel: 'Cancel', action: { label: 'Skip the event', form: formId, loading: isLoading } }}
    >
      <form id={formId} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert problem={problem ? { title: 'Not skipped', message: problem } : null} />
        <p>
          The <strong>{projection.Name}</strong> projection will leave out event <strong>{count(poison.Position)}</strong> (<code>{poison.EventType}</code>, id{' '}
          <code>{poison.EventId}</code>
          {poison.StreamId && (
            <>
              , stream <code>{poison.StreamId}</code> revision {poison.Revision}
            </>
          )}
          ) and go on with the events after it. What the event did will be missing from what it shows.
        </p>
        <p className="projections-dialog__error">It stopped with: {poison.Message}</p>
        <div className="field">
          <label className="field__label" htmlFor={whyId}>
            Why skip it (kept on the operations record)
          </label>
          <textarea
            id={whyId}
            className="field__input"
            rows={3}
            maxLength={500}
            required
            aria-required="true"
            aria-invalid={missingReason ? true : undefined}
            aria-describedby={missingReason ? `${whyId}-hint` : undefined}
            data-autofocus
            value={why}
            onChange={(event) => {
              setWhy(event.target.value);
              if (problem === '') setProblem(null);
            }}
          />
          {missingReason && (
            <p id={`${whyId}-hint`} className="field__hint">
              {missingReason}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
