import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { RECEIPT_ACCEPT } from '../expenseForm';

export interface ReceiptFieldProps {
  /** The receipt already kept on the server, if any. */
  stored: { expenseId: string; contentType: string; fileName: string | null; version: number | null } | null;
  /** The file chosen here and not yet uploaded. */
  chosen: File | null;
  problem: string | null;
  uploading: boolean;
  onChoose: (file: File) => void;
}

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`);

/**
 * The receipt: dropped on the zone or chosen with the button, with a preview of the photo or PDF.
 * The wrong kind or size is said at once; the server judges the bytes again when it is uploaded.
 */
export function ReceiptField({ stored, chosen, problem, uploading, onChoose }: ReceiptFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // A chosen photo is shown from memory before it is uploaded; its address is let go with it.
  const localUrl = useMemo(() => (chosen && chosen.type.startsWith('image/') ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(
    () => () => {
      if (localUrl !== null) URL.revokeObjectURL(localUrl);
    },
    [localUrl],
  );

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onChoose(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const storedUrl = stored ? `/api/expenseapi/getreceipt/${encodeURIComponent(stored.expenseId)}?v=${stored.version ?? 0}` : null;

  return (
    <div className="field receipt-field">
      <span className="field__label" id={`${inputId}-label`}>
        Receipt (optional)
      </span>
      <div
        className="receipt-drop"
        data-dragging={dragging || undefined}
        data-invalid={problem ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="receipt-drop__text">Drop a photo or PDF of the receipt here, or</p>
        <button type="button" className="button button--secondary" onClick={() => input.current?.click()} aria-describedby={hintId} disabled={uploading}>
          {stored || chosen ? 'Replace the receipt…' : 'Choose a file…'}
        </button>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          accept={RECEIPT_ACCEPT}
          aria-labelledby={`${inputId}-label`}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <p id={hintId} className="receipt-drop__hint">
          PNG, JPG, GIF or PDF, up to 5 MB.
        </p>
      </div>
      {problem && (
        <p className="field__hint receipt-field__problem" role="alert">
          {problem}
        </p>
      )}
      {uploading && (
        <p className="receipt-field__status" role="status">
          Uploading the receipt…
        </p>
      )}
      {chosen && !problem && (
        <figure className="receipt-preview">
          {localUrl ? <img src={localUrl} alt={`The chosen receipt, ${chosen.name}`} /> : <span className="receipt-preview__pdf" aria-hidden="true" />}
          <figcaption>
            {chosen.name} · {kb(chosen.size)} {stored === null || !uploading ? '· uploaded when you save' : ''}
          </figcaption>
        </figure>
      )}
      {!chosen && stored && storedUrl && (
        <figure className="receipt-preview">
          {stored.contentType === 'application/pdf' ? (
            <iframe src={storedUrl} title={`The receipt, ${stored.fileName ?? 'PDF'}`} className="receipt-preview__frame" />
          ) : (
            <img src={storedUrl} alt={`The receipt, ${stored.fileName ?? ''}`} />
          )}
          <figcaption>
            <a href={storedUrl} target="_blank" rel="noopener">
              Open {stored.fileName ?? 'the receipt'}
            </a>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
