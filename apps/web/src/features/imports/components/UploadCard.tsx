import { useId, useRef, useState } from 'react';
import type { ImportAnswer } from '@notary/contracts';
import { isUnauthorized, messageOf } from '../../../app/apiError';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { useImportFileMutation } from '../api';
import type { UploadState } from '../importRules';
import { ImportAnswerNotice } from './ImportAnswerNotice';

const ACCEPTED = '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Choose a file and import it (spec 001 §2 Import Data). The state reads as the spec names it:
 * loading, then uploaded (with what became of the rows) or upload failed (with why).
 */
export function UploadCard() {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>('idle');
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload] = useImportFileMutation();

  const submit = async () => {
    if (!file) {
      setState('failed');
      setProblem('Choose a CSV or Excel (.xlsx) file of signings to import.');
      return;
    }
    setState('loading');
    setProblem(null);
    setAnswer(null);
    try {
      setAnswer(await upload(file).unwrap());
      setState('uploaded');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      if (isUnauthorized(error)) return;
      setState('failed');
      setProblem(messageOf(error));
    }
  };

  return (
    <section className="card import-upload" aria-labelledby={headingId}>
      <h2 id={headingId}>Upload a file</h2>
      <p id={hintId} className="import-upload__hint">
        A CSV or Excel (.xlsx) file of your signings whose first row names the columns, in any order: Date, Time, Signer First Name, Signer Last Name, Address,
        City, State, Zip, Amount (or Fee), Order Number, phone and e-mail, and the co-signer’s. A file exported from the signings list imports as it is. Nothing
        becomes a signing until you accept it below.
      </p>
      <form
        className="import-upload__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (state !== 'loading') void submit();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            File of signings
          </label>
          <input
            ref={input}
            id={inputId}
            className="field__input import-upload__file"
            type="file"
            accept={ACCEPTED}
            aria-describedby={hintId}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              if (state === 'failed') setState('idle');
            }}
          />
        </div>
        <LoadingButton type="submit" loading={state === 'loading'}>
          Import file
        </LoadingButton>
      </form>
      <div role="status" className="import-upload__state">
        {state === 'loading' && <p>Loading “{file?.name}”…</p>}
        {state === 'uploaded' && answer && <ImportAnswerNotice answer={answer} />}
      </div>
      <div role="alert">
        {state === 'failed' && problem && (
          <div className="notice notice--danger">
            <strong className="notice__title">Upload failed</strong>
            <p>{problem}</p>
          </div>
        )}
      </div>
    </section>
  );
}
